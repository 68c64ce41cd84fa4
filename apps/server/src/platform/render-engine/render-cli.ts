/**
 * Renders a document to MP4 without the server, for template authors and CI:
 *
 *   npm run render -- document.json out.mp4 [--scale 0.5] [--threads 2]
 *
 * The JSON is either a content document, drawn with the starter library's templates and layouts
 * and its media fetched from their http(s) URLs (through the same safe fetcher as the server),
 * or a bundle: `content`, its `template`, the `layouts` it uses, and `images`, `audio` and
 * `videos`, sources (`asset:<id>` or URLs in the document) mapped to local files, relative to
 * the bundle. `--threads` caps the frame ranges drawn at once (default: one per two cores).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  mediaSources,
  validateContent,
  validateLayout,
  validateTemplate,
  type Content,
  type Layout,
  type MediaLengths,
  type Template,
  type ValidationError,
} from "@framewise/scene";
import type { MediaFiles } from "./frame-painter.ts";
import { renderVideo } from "./render-video.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function checked<T>(what: string, result: { ok: true; value: T } | { ok: false; errors: ValidationError[] }): T {
  if (result.ok) return result.value;
  fail(`${what} is not valid:\n${result.errors.map((e) => `  ${e.path || "/"}: ${e.message}`).join("\n")}`);
}

const USAGE = `Usage: npm run render -- document.json out.mp4 [--scale 0.5] [--threads 2]

  document.json  a content document (drawn with the starter library) or a bundle
  out.mp4        where the video goes; its poster is written beside it
  --scale        the size against the document's, above 0 and up to 1 (default 1)
  --threads      frame ranges drawn at once, 1 to 16 (default: one per two cores)`;

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { scale: { type: "string", default: "1" }, threads: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    // An unknown option or a missing value: Node's message names it; no stack trace.
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [inputPath = "", outputPath = ""] = positionals;
if (!inputPath || !outputPath) fail(USAGE);
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 1)) fail("--scale must be a number above 0, up to 1.");
const threads = values.threads === undefined ? undefined : Number(values.threads);
if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1 && threads <= 16))
  fail("--threads must be a whole number from 1 to 16.");

const text = await readFile(inputPath, "utf8").catch(() => fail(`Cannot read ${inputPath}.`));
const json = (() => {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    fail(`${inputPath} is not JSON: ${(error as Error).message}`);
  }
})();
if (typeof json !== "object" || json === null || Array.isArray(json)) fail(`${inputPath} holds no document: expected a JSON object.`);
const isBundle = Object.hasOwn(json, "content");
const content = checked(isBundle ? "content" : "The document", validateContent(isBundle ? (json as { content: unknown }).content : json));
const { template, layouts } = isBundle ? bundleStyle(json) : await starterStyle(content);
const missing = content.scenes.map((scene) => scene.layoutId).filter((id) => !layouts[id]);
if (missing.length) fail(`${isBundle ? "The bundle" : "The starter library"} has no layout ${[...new Set(missing)].join(", ")}.`);
// The library's fonts live in a server's store, which the command line does not reach.
if (template.fontFiles.length)
  fail(`The template names library fonts (${template.fontFiles.map((font) => font.family).join(", ")}): render it on the server.`);

/** The bundle's own template and layouts. */
function bundleStyle(bundle: { layouts?: unknown; template?: unknown }): { template: Template; layouts: Record<string, Layout> } {
  const layouts: Record<string, Layout> = {};
  for (const [index, layout] of (Array.isArray(bundle.layouts) ? bundle.layouts : []).entries()) {
    const valid = checked(`layouts[${index}]`, validateLayout(layout));
    layouts[valid.id] = valid;
  }
  return { template: checked("template", validateTemplate(bundle.template)), layouts };
}

/** A bare document's template and layouts, from the starter library (loaded only then: a render's memory counts). */
async function starterStyle(document: Content): Promise<{ template: Template; layouts: Record<string, Layout> }> {
  const { STARTER_LAYOUTS, STARTER_TEMPLATES } = await import("@framewise/starter");
  const template = STARTER_TEMPLATES.find((candidate) => candidate.id === document.templateId);
  if (!template)
    fail(
      `The starter library has no template "${document.templateId}" (it has ${STARTER_TEMPLATES.map((t) => t.id).join(", ")}). Use a bundle for others.`,
    );
  return { template, layouts: Object.fromEntries(STARTER_LAYOUTS.map((layout) => [layout.id, layout])) };
}

/** A bundle's maps of sources to files, with the files resolved against the bundle's folder. */
function bundleFiles(bundle: { images?: unknown; audio?: unknown; videos?: unknown }): MediaFiles {
  const localFiles = (map: unknown): Record<string, string> =>
    Object.fromEntries(
      Object.entries((map ?? {}) as Record<string, string>).map(([source, file]) => [source, path.resolve(path.dirname(inputPath), file)]),
    );
  return { images: localFiles(bundle.images), audio: localFiles(bundle.audio), videos: localFiles(bundle.videos) };
}

/** A bare document's media, fetched from their URLs into `folder`, with the lengths learnt as they were checked. */
async function fetchedMedia(folder: string): Promise<{ files: MediaFiles; media: MediaLengths }> {
  const sources = mediaSources(content, layouts);
  const asset = [...sources.images, ...sources.videos, ...sources.audio].find((src) => src.startsWith("asset:"));
  if (asset) throw new Error(`The document names ${asset}: library assets need a bundle that maps them to files.`);
  const fetch = { maxBytes: 500 * 1024 * 1024, allowLoopbackForTests: process.env.TEST_ALLOW_LOOPBACK_FETCH === "true" };
  const { gatherMedia } = await import("./media-cache.ts");
  return gatherMedia(content, layouts, { dir: folder, fetch, assetFile: async () => undefined });
}

const mediaFolder = isBundle ? undefined : await mkdtemp(path.join(tmpdir(), "framewise-render-media-"));
try {
  let lastPercent = -1;
  // A bundle's files are probed for their lengths by the render; fetched ones were on arrival.
  const { files, media } = mediaFolder ? await fetchedMedia(mediaFolder) : { files: bundleFiles(json), media: undefined };
  const result = await renderVideo({
    content,
    template,
    layouts,
    files,
    media,
    scale,
    parallelism: threads,
    // Nothing else runs here: a single range needs no thread of its own.
    onCallingThread: true,
    outputPath: path.resolve(outputPath),
    onProgress: ({ frame, frames }) => {
      const percent = Math.floor((frame / frames) * 100);
      if (percent % 10 === 0 && percent !== lastPercent) console.log(`${percent}% (${frame}/${frames} frames)`);
      lastPercent = percent;
    },
  });
  console.log(
    `Wrote ${outputPath}: ${result.width}×${result.height}, ${result.durationSeconds} s, ${(result.bytes / 1024).toFixed(0)} KiB (${result.ranges} range${result.ranges > 1 ? "s" : ""} in parallel); poster ${result.posterPath}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  if (mediaFolder) await rm(mediaFolder, { recursive: true, force: true });
}
