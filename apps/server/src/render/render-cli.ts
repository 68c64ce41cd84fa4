/**
 * Renders a document to MP4 without the server, for template authors and CI:
 *
 *   npm run render -- bundle.json out.mp4 [--scale 0.5] [--threads 2]
 *
 * The bundle holds `content`, its `template`, the `layouts` it uses, and `images`, `audio` and
 * `videos`: sources (`asset:<id>` or URLs in the document) mapped to local files, relative to
 * the bundle. `--threads` caps the frame ranges drawn at once (default: the cores, up to 4).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { validateContent, validateLayout, validateTemplate, type Layout, type ValidationError } from "@framewise/scene";
import { renderVideo } from "./render-video.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function checked<T>(what: string, result: { ok: true; value: T } | { ok: false; errors: ValidationError[] }): T {
  if (result.ok) return result.value;
  fail(`${what} is not valid:\n${result.errors.map((e) => `  ${e.path || "/"}: ${e.message}`).join("\n")}`);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { scale: { type: "string", default: "1" }, threads: { type: "string" } } });
const [bundlePath, outputPath] = positionals;
if (!bundlePath || !outputPath) fail("Usage: npm run render -- bundle.json out.mp4 [--scale 0.5] [--threads 2]");
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 1)) fail("--scale must be a number above 0, up to 1.");
const threads = values.threads === undefined ? undefined : Number(values.threads);
if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1 && threads <= 16)) fail("--threads must be a whole number from 1 to 16.");

const bundle = JSON.parse(await readFile(bundlePath, "utf8").catch(() => fail(`Cannot read ${bundlePath}.`))) as Record<string, unknown>;
const content = checked("content", validateContent(bundle.content));
const template = checked("template", validateTemplate(bundle.template));
const layouts: Record<string, Layout> = {};
for (const [index, layout] of (Array.isArray(bundle.layouts) ? bundle.layouts : []).entries()) {
  const valid = checked(`layouts[${index}]`, validateLayout(layout));
  layouts[valid.id] = valid;
}
const missing = content.scenes.map((scene) => scene.layoutId).filter((id) => !layouts[id]);
if (missing.length) fail(`The bundle has no layout ${[...new Set(missing)].join(", ")}.`);
/** A bundle's map of sources to files, with the files resolved against the bundle's folder. */
const localFiles = (map: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((map ?? {}) as Record<string, string>).map(([source, file]) => [source, path.resolve(path.dirname(bundlePath), file)]));

let lastPercent = -1;
const result = await renderVideo({
  content,
  template,
  layouts,
  files: { images: localFiles(bundle.images), audio: localFiles(bundle.audio), videos: localFiles(bundle.videos) },
  scale,
  parallelism: threads,
  outputPath: path.resolve(outputPath),
  onProgress: ({ frame, frames }) => {
    const percent = Math.floor((frame / frames) * 100);
    if (percent % 10 === 0 && percent !== lastPercent) console.log(`${percent}% (${frame}/${frames} frames)`);
    lastPercent = percent;
  },
});
console.log(`Wrote ${outputPath}: ${result.width}×${result.height}, ${result.durationSeconds} s, ${(result.bytes / 1024).toFixed(0)} KiB (${result.ranges} range${result.ranges > 1 ? "s" : ""} in parallel); poster ${result.posterPath}`);
