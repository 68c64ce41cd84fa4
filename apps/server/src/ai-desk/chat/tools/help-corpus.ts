import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { helpSections, type HelpSection } from "./help-search.ts";

/**
 * The product's documentation as the chat's help: README.md and the Markdown files of docs/ in
 * the installation's folder. Files that are missing are left out (an empty corpus: no help tool).
 */
export async function loadHelpCorpus(rootDir: string): Promise<HelpSection[]> {
  const docs = await readdir(path.join(rootDir, "docs")).catch(() => [] as string[]);
  const files = [
    "README.md",
    ...docs
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => `docs/${name}`),
  ];
  const texts = await Promise.all(files.map((file) => readFile(path.join(rootDir, file), "utf8").catch(() => "")));
  return files.flatMap((file, index) => helpSections(file, texts[index]!));
}
