/**
 * The editor's live preview in Chromium, and how fast a prompt becomes a storyboard. Starts the
 * product as `npm start` does (web app already built) on a fresh data folder and prints JSON:
 *   preview      for each starter template, a 16:9 video of the nine starter layouts with the
 *                sample media (uploaded as assets) played through once in the editor, its canvas
 *                drawn at 1920×1080 (a 4× screen); per template the frame draw time (p50, p95,
 *                max, from the player's User Timing measures: the renderer's canvas calls), the
 *                time between frames on screen (p50, p95: React, drawing and raster together),
 *                and the frames drawn against the frames in the video (fewer means frames were
 *                skipped to keep time);
 *   storyboard   "Plan my video" on /prompt-to-video with the example prompt and no language
 *                model, until the editor shows the first scene drawn: each run and the median.
 *
 *   npm run build && node bench/preview.ts [--templates bold,clean] [--scene-seconds 2] [--runs 5]
 *
 * Chromium draws in software here (--disable-gpu, as on a server without a GPU): a desktop with
 * a GPU is faster.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { chromium, type APIRequestContext, type Page } from "@playwright/test";
import { type Content } from "@framewise/scene";
import { SAMPLE_MEDIA, sampleContent, STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { sampleArt } from "@framewise/starter/sample-art";
import { EXAMPLE_PROMPT } from "../apps/web/src/video-studio/content/example-prompt.ts";
import { PREVIEW_FRAME_MEASURE } from "../apps/web/src/video-studio/content/preview/frame-measure.ts";
import { ffmpegPath } from "@framewise/media";
import { startProduct } from "./product-server.ts";

const { values } = parseArgs({
  options: {
    templates: { type: "string", default: STARTER_TEMPLATES.map((template) => template.id).join(",") },
    "scene-seconds": { type: "string", default: "2" },
    runs: { type: "string", default: "5" },
  },
});
const sceneSeconds = Number(values["scene-seconds"]);
const PASSWORD = "bench-password-1";

const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-preview-"));
const server = await startProduct({ DATA_DIR: path.join(folder, "data") });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
const round = (value: number) => Math.round(value * 100) / 100;

async function signUp(request: APIRequestContext) {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email: `bench-${Date.now()}@example.com`, password: PASSWORD, name: "Bench" },
    headers: { origin: server.url },
  });
  if (!response.ok()) throw new Error(`sign-up answered ${response.status()}`);
}

/** Uploads the sample media (pictures as PNG, the clip as H.264) and answers their asset sources once processed. */
async function uploadSamples(request: APIRequestContext): Promise<Record<string, string>> {
  const art = sampleArt();
  const files: [string, string, string][] = [];
  for (const [source, canvas] of Object.entries(art.images)) {
    const file = path.join(folder, `${source.replace(/\W/g, "-")}.png`);
    await writeFile(file, await canvas.encode("png"));
    files.push([source, file, "image/png"]);
  }
  const still = path.join(folder, "clip-still.png");
  await writeFile(still, await art.clipStill.encode("png"));
  const clip = path.join(folder, "clip.mp4");
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-loop",
    "1",
    "-i",
    still,
    "-t",
    "4",
    "-r",
    "30",
    "-vf",
    "scale=1280:720",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-pix_fmt",
    "yuv420p",
    "-y",
    clip,
  ]);
  files.push([SAMPLE_MEDIA.clip, clip, "video/mp4"]);

  const sources: Record<string, string> = {};
  for (const [source, file, mimeType] of files) {
    const response = await request.post("/api/v1/assets", {
      multipart: { file: { name: path.basename(file), mimeType, buffer: await readFile(file) } },
      headers: { origin: server.url },
    });
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    for (let status = ""; status !== "ready"; await new Promise((resolve) => setTimeout(resolve, 250))) {
      status = ((await (await request.get(`/api/v1/assets/${id}`)).json()) as { data: { status: string } }).data.status;
      if (status === "failed") throw new Error(`sample ${source} failed to process`);
    }
    sources[source] = `asset:${id}`;
  }
  return sources;
}

/** The sample document of a template, its media pointing at the uploaded assets, saved as a new video. */
async function sampleVideo(request: APIRequestContext, templateId: string, sources: Record<string, string>): Promise<string> {
  const created = await request.post("/api/v1/content", {
    data: { from: "template", templateId, aspectRatio: "16:9", title: "Preview bench" },
    headers: { origin: server.url },
  });
  const { id, version } = ((await created.json()) as { data: { id: string; version: number } }).data;
  let text = JSON.stringify(sampleContent(templateId, "16:9", undefined, sceneSeconds));
  for (const [sample, source] of Object.entries(sources)) text = text.replaceAll(JSON.stringify(sample), JSON.stringify(source));
  const saved = await request.put(`/api/v1/content/${id}`, {
    data: { version, document: JSON.parse(text) as Content },
    headers: { origin: server.url },
  });
  if (!saved.ok()) throw new Error(`saving the sample video answered ${saved.status()}: ${await saved.text()}`);
  return id;
}

/** Plays the video through once in the editor and answers every drawn frame's time. */
async function playThrough(
  page: Page,
  id: string,
): Promise<{ drawMs: number[]; intervalMs: number[]; framesInVideo: number; canvas: string }> {
  await page.goto(`/content/${id}/edit`);
  const canvas = page.getByTestId("preview-canvas");
  await canvas.waitFor();
  // Let the fonts and every picture arrive before timing.
  await page.waitForLoadState("networkidle");
  const size = await canvas.evaluate((element: HTMLCanvasElement) => `${element.width}×${element.height}`);
  const framesInVideo = Number(await page.getByRole("slider", { name: "Playhead" }).getAttribute("aria-valuemax")) + 1;
  await page.evaluate((name) => {
    const record = { draws: [] as number[], intervals: [] as number[] };
    (window as unknown as { bench: typeof record }).bench = record;
    new PerformanceObserver((list) => record.draws.push(...list.getEntriesByName(name).map((entry) => entry.duration))).observe({
      type: "measure",
    });
    // Each new frame on screen: the time since the one before, everything included (React, drawing, raster).
    const canvas = document.querySelector("[data-testid=preview-canvas]")!;
    let last = 0;
    new MutationObserver(() => {
      const now = performance.now();
      if (last) record.intervals.push(now - last);
      last = now;
    }).observe(canvas, { attributes: true, attributeFilter: ["data-frame"] });
  }, PREVIEW_FRAME_MEASURE);
  await page.getByRole("button", { name: "Play" }).click();
  await page.getByRole("button", { name: "Pause" }).waitFor();
  await page.getByRole("button", { name: "Play" }).waitFor({ timeout: (framesInVideo / 30) * 1000 + 30_000 });
  const { draws, intervals } = await page.evaluate(() => (window as unknown as { bench: { draws: number[]; intervals: number[] } }).bench);
  return { drawMs: draws, intervalMs: intervals, framesInVideo, canvas: size };
}

async function previewFigures(templates: string[]) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 4 });
  await signUp(context.request);
  const sources = await uploadSamples(context.request);
  const page = await context.newPage();
  const results = [];
  for (const templateId of templates) {
    const id = await sampleVideo(context.request, templateId, sources);
    const { drawMs, intervalMs, framesInVideo, canvas } = await playThrough(page, id);
    const sorted = [...drawMs].sort((a, b) => a - b);
    const intervals = [...intervalMs].sort((a, b) => a - b);
    results.push({
      template: templateId,
      canvas,
      scenes: STARTER_LAYOUTS.length,
      framesInVideo,
      framesDrawn: drawMs.length,
      drawMsP50: round(percentile(sorted, 0.5)),
      drawMsP95: round(percentile(sorted, 0.95)),
      drawMsMax: round(sorted.at(-1) ?? NaN),
      frameIntervalMsP50: round(percentile(intervals, 0.5)),
      frameIntervalMsP95: round(percentile(intervals, 0.95)),
    });
  }
  await context.close();
  return results;
}

async function storyboardFigures(runs: number) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 1000 } });
  await signUp(context.request);
  const page = await context.newPage();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto("/prompt-to-video");
    await page.getByLabel("Describe your video").fill(EXAMPLE_PROMPT);
    const started = performance.now();
    await page.getByRole("button", { name: "Plan my video" }).click();
    // Editable once the editor is there with the first scene drawn in the preview.
    await page.waitForFunction(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>("[data-testid=preview-canvas]");
        const field = document.querySelector("[data-testid=scene-card] input, [data-testid=scene-card] textarea");
        if (!canvas || !field) return false;
        const pixel = canvas.getContext("2d")!.getImageData(canvas.width - 2, canvas.height - 2, 1, 1).data;
        return pixel[3] !== 0;
      },
      undefined,
      { polling: "raf" },
    );
    times.push(Math.round(performance.now() - started));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: times, medianMs: percentile(sorted, 0.5) };
}

try {
  const preview = await previewFigures(values.templates.split(","));
  const storyboard = await storyboardFigures(Number(values.runs));
  console.log(
    JSON.stringify(
      { benchmark: "editor preview (Chromium, software drawing) and prompt → storyboard", sceneSeconds, preview, storyboard },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
