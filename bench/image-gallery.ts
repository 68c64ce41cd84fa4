/**
 * The gallery (`/image-gen/all`) with many images, in Chromium (software drawing, as on a server
 * without a GPU). Starts the product as `npm start` does on a fresh data folder, signs up, stops it,
 * seeds the generations (image-gallery-seed.ts) and starts it again. Then, with the browser's own
 * timing (image-gallery-page.ts):
 *   firstScreen  a new browser context each run (nothing cached), navigation start to the frame
 *                where every tile in view shows its decoded picture; also FCP and LCP;
 *   scrollDown   the grid scrolled `step` px an animation frame to the bottom, pages loading as it
 *                goes, until the oldest image's tile is in the page: frame times, long tasks, frames
 *                stalled at the end of what was loaded, the JavaScript heap and the page's elements;
 *   scrollUp     back to the top with every page loaded: memory should stay flat here;
 *   afterGc      heap and DOM counters after a full collection at the start, the bottom and the top.
 * Chromium's whole process tree is sampled too. Bounded in time; only 127.0.0.1 is contacted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { openChromiumMemory } from "./chromium-memory.ts";
import { seedGallery, type SeededGallery } from "./image-gallery-seed.ts";
import { scrollGrid, watchFirstScreen, type FirstScreen, type ScrollPass } from "./image-gallery-page.ts";
import { quantile, roundTenth } from "./percentiles.ts";
import { watchProcessTreeMemory } from "./process-tree-memory.ts";
import { signUp, startProduct, type ProductServer } from "./product-server.ts";

const VIEWPORT = { width: 1440, height: 900 };
const FRAME_MS = 1000 / 60;
const MIB = 1024 * 1024;

export interface GalleryOptions {
  images: number;
  /** First-screen navigations, each in a fresh context. */
  runs: number;
  /** Pixels the grid moves each animation frame. */
  step: number;
  /** Each scroll pass gives up after this long. */
  maxScrollSeconds: number;
}

const mib = (bytes: number) => roundTenth(bytes / MIB);
type ChromiumMemory = Awaited<ReturnType<typeof openChromiumMemory>>;

/** Least-squares slope of `value` over `minutes`. */
function slopePerMinute(points: { minutes: number; value: number }[]): number {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.minutes, 0) / n;
  const my = points.reduce((sum, p) => sum + p.value, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.minutes - mx) ** 2, 0);
  return sxx ? points.reduce((sum, p) => sum + (p.minutes - mx) * (p.value - my), 0) / sxx : 0;
}

function passFigures(pass: ScrollPass, browserRss: { bytes: number }[]) {
  const frames = [...pass.frameMs].sort((a, b) => a - b);
  const over = (ms: number) => roundTenth((100 * frames.filter((frame) => frame > ms).length) / frames.length);
  const heap = pass.samples.map((sample) => sample.heapBytes);
  return {
    reachedEnd: pass.reachedEnd,
    seconds: roundTenth(pass.ms / 1000),
    frames: frames.length,
    framesPerSecond: roundTenth((1000 * frames.length) / pass.ms),
    frameMs: {
      p50: roundTenth(quantile(frames, 0.5)),
      p95: roundTenth(quantile(frames, 0.95)),
      p99: roundTenth(quantile(frames, 0.99)),
      max: roundTenth(frames.at(-1)!),
    },
    // A frame a little over 1/60 s is timer jitter; one over 1.5 frames missed a display refresh.
    percentOver16_7ms: over(FRAME_MS),
    percentOver25ms: over(1.5 * FRAME_MS),
    percentOver33ms: over(2 * FRAME_MS),
    stalledFrames: pass.stalledFrames,
    longTasks: {
      count: pass.longTaskMs.length,
      totalMs: Math.round(pass.longTaskMs.reduce((sum, ms) => sum + ms, 0)),
      maxMs: Math.round(Math.max(0, ...pass.longTaskMs)),
    },
    heapMiB: {
      start: mib(heap[0]!),
      peak: mib(Math.max(...heap)),
      end: mib(heap.at(-1)!),
      slopePerMinute: roundTenth(
        slopePerMinute(pass.samples.map((sample) => ({ minutes: sample.ms / 60_000, value: sample.heapBytes / MIB }))),
      ),
    },
    elements: {
      start: pass.samples[0]!.elements,
      max: Math.max(...pass.samples.map((sample) => sample.elements)),
      end: pass.samples.at(-1)!.elements,
    },
    chromiumTreeRssMiB: {
      start: mib(browserRss[0]!.bytes),
      peak: mib(Math.max(...browserRss.map((sample) => sample.bytes))),
      end: mib(browserRss.at(-1)!.bytes),
    },
  };
}

/** A fresh context (no cache, no cookies) signed in as the person whose gallery it is. */
async function signedInContext(browser: Browser, origin: string, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT });
  const answer = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: "bench-password-1" },
    headers: { origin },
  });
  if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}`);
  await context.addInitScript(watchFirstScreen);
  return context;
}

async function openGallery(page: Page): Promise<FirstScreen> {
  await page.goto("/image-gen/all");
  await page.waitForFunction(() => (window as unknown as { firstScreen: { done?: boolean } }).firstScreen.done, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => (window as unknown as { firstScreen: FirstScreen }).firstScreen);
}

/** The page's JavaScript heap and DOM counters after a full collection, and where Chromium's memory is then. */
async function afterGc(cdp: CDPSession, chromiumMemory: ChromiumMemory) {
  // Nodes React let go of may take another collection or two to leave: collect until the count stops falling.
  let dom = { nodes: Infinity, jsEventListeners: 0 };
  for (let round = 0; round < 4; round++) {
    await cdp.send("HeapProfiler.collectGarbage");
    const counted = await cdp.send("Memory.getDOMCounters");
    if (counted.nodes >= dom.nodes) break;
    dom = counted;
  }
  const heap = await cdp.send("Runtime.getHeapUsage");
  return {
    heapMiB: mib(heap.usedSize),
    domNodes: dom.nodes,
    eventListeners: dom.jsEventListeners,
    chromium: await chromiumMemory.measure(),
  };
}

/** The scroll passes on one page, with the page's list answers counted and Chromium's memory sampled. */
async function scrollFigures(browser: Browser, context: BrowserContext, seeded: SeededGallery, options: GalleryOptions) {
  const page = await context.newPage();
  const loaded = { pages: 0, ids: new Set<string>() };
  page.on("response", (response) => {
    if (!/\/api\/v1\/image-gen\/images\?/.test(response.url())) return;
    loaded.pages++;
    void response
      .json()
      .then((page: { data: { id: string }[] }) => page.data.forEach((image) => loaded.ids.add(image.id)))
      .catch(() => undefined);
  });
  await openGallery(page);
  const cdp = await context.newCDPSession(page);
  const chromiumMemory = await openChromiumMemory(browser);
  const start = await afterGc(cdp, chromiumMemory);
  const pass = async (step: number) => {
    const rss = watchProcessTreeMemory(500, chromiumMemory.browserPid);
    const figures = await page.evaluate(scrollGrid, { step, lastImageId: seeded.oldestImageId, maxMs: options.maxScrollSeconds * 1000 });
    return passFigures(figures, rss.stop().samples);
  };
  const scrollDown = { ...(await pass(options.step)), listPages: loaded.pages, imagesLoaded: loaded.ids.size };
  const bottom = await afterGc(cdp, chromiumMemory);
  const scrollUp = await pass(-options.step);
  const top = await afterGc(cdp, chromiumMemory);
  return { scrollDown, scrollUp, afterGc: { start, bottom, top } };
}

export async function measureGallery(options: GalleryOptions) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-gallery-"));
  const email = "gallery-bench@example.com";
  let server: ProductServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startProduct({ DATA_DIR: dataDir });
    const cookie = await signUp(server, email);
    const session = (await (await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } })).json()) as { user: { id: string } };
    await server.stop();
    const seeded = await seedGallery({ dataDir, userId: session.user.id, count: options.images });
    server = await startProduct({ DATA_DIR: dataDir });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-precise-memory-info",
      ],
    });
    const runs: FirstScreen[] = [];
    for (let run = 0; run < options.runs; run++) {
      const context = await signedInContext(browser, server.url, email);
      runs.push(await openGallery(await context.newPage()));
      await context.close();
    }
    const painted = runs.map((run) => run.tilesPaintedMs).sort((a, b) => a - b);
    const context = await signedInContext(browser, server.url, email);
    const scrolling = await scrollFigures(browser, context, seeded, options);
    await context.close();
    return {
      images: seeded.images,
      boards: seeded.boards,
      seedSeconds: seeded.seconds,
      viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
      firstScreen: {
        targetMs: 1000,
        tilesPaintedMs: { p50: roundTenth(quantile(painted, 0.5)), max: roundTenth(painted.at(-1)!) },
        runs: runs.map((run) => ({
          tilesPaintedMs: roundTenth(run.tilesPaintedMs),
          fcpMs: run.firstContentfulPaintMs && roundTenth(run.firstContentfulPaintMs),
          lcpMs: run.largestContentfulPaintMs && roundTenth(run.largestContentfulPaintMs),
          userInfoAnsweredMs: run.userInfoAnsweredMs && roundTenth(run.userInfoAnsweredMs),
          firstListAnsweredMs: run.firstListAnsweredMs && roundTenth(run.firstListAnsweredMs),
          lastThumbnailAnsweredMs: run.lastThumbnailAnsweredMs && roundTenth(run.lastThumbnailAnsweredMs),
          listRequests: run.listRequests,
          tilesInView: run.tilesInView,
          thumbnail: run.thumbnail,
        })),
      },
      scrollStepPx: options.step,
      ...scrolling,
    };
  } finally {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
