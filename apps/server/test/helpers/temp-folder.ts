import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/** A fresh temporary folder for the enclosing describe block, removed after it. */
export function useTempFolder(name: string): () => string {
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), `framewise-${name}-`));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return () => folder;
}
