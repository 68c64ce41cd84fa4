/**
 * What runs inside the gallery page: the browser's own timing of the first screen, and a scroll
 * through the grid one step an animation frame with every frame's time, long tasks and memory.
 * Each function is sent to Chromium as its source, so it uses nothing from outside itself.
 */

export interface FirstScreen {
  /** From navigation start to the frame after every tile in view has its picture loaded and decoded. */
  tilesPaintedMs: number;
  firstContentfulPaintMs: number | null;
  /** The browser's largest contentful paint: the first tile or the title, whichever is larger (all tiles are the same size). */
  largestContentfulPaintMs: number | null;
  tilesInView: number;
  /** The thumbnail size the tiles asked for (`small` or `medium`). */
  thumbnail: string;
  /** Where the time went, from the browser's resource timing (answers' ends, since navigation start). */
  userInfoAnsweredMs: number | null;
  firstListAnsweredMs: number | null;
  lastThumbnailAnsweredMs: number | null;
  /** List pages asked for before the first screen was painted (one is all it needs). */
  listRequests: number;
}

/** An init script: watches each frame until every tile in view shows its picture, then records the times. */
export function watchFirstScreen() {
  const record: Partial<FirstScreen> & { done?: boolean } = { firstContentfulPaintMs: null, largestContentfulPaintMs: null };
  (window as unknown as { firstScreen: typeof record }).firstScreen = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) record.firstContentfulPaintMs = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    record.largestContentfulPaintMs = list.getEntries().at(-1)?.startTime ?? null;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const check = () => {
    const scroller = document.querySelector("[data-testid=gallery-scroller]");
    const view = scroller?.getBoundingClientRect();
    const inView = [...(scroller?.querySelectorAll("img") ?? [])].filter((image) => {
      const box = image.getBoundingClientRect();
      return view && box.bottom > view.top && box.top < view.bottom && box.width > 0;
    });
    if (!inView.length || !inView.every((image) => image.complete && image.naturalWidth > 0)) return requestAnimationFrame(check);
    void Promise.all(inView.map((image) => image.decode())).then(() =>
      requestAnimationFrame(() => {
        record.tilesPaintedMs = performance.now();
        record.tilesInView = inView.length;
        record.thumbnail = /thumbnails\/(\w+)/.exec(inView[0]!.src)?.[1] ?? "";
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const answered = (pattern: RegExp) => resources.filter((entry) => pattern.test(entry.name)).map((entry) => entry.responseEnd);
        record.userInfoAnsweredMs = answered(/\/api\/v1\/user-info\//)[0] ?? null;
        record.firstListAnsweredMs = answered(/\/api\/v1\/image-gen\/images\?/)[0] ?? null;
        record.lastThumbnailAnsweredMs = Math.max(...answered(/\/thumbnails\//));
        record.listRequests = answered(/\/api\/v1\/image-gen\/images\?/).length;
        record.done = true;
      }),
    );
  };
  requestAnimationFrame(check);
}

export interface ScrollPass {
  /** Time between animation frames (their timestamps), every frame of the pass. */
  frameMs: number[];
  longTaskMs: number[];
  /** Every 30th frame: time into the pass, JavaScript heap in use, elements in the page. */
  samples: { ms: number; heapBytes: number; elements: number }[];
  /** Frames where the grid could not move: at the end of what was loaded, waiting for the next page. */
  stalledFrames: number;
  reachedEnd: boolean;
  ms: number;
}

/**
 * Scrolls the grid `step` pixels every animation frame (down when positive) until it cannot move
 * at the end: down, with the tile linking to `lastImageId` in the page (else it waits for the next
 * page, counting stalled frames); up, at the top. Gives up after `maxMs`.
 */
export function scrollGrid({ step, lastImageId, maxMs }: { step: number; lastImageId: string; maxMs: number }): Promise<ScrollPass> {
  const scroller = document.querySelector<HTMLElement>("[data-testid=gallery-scroller]")!;
  // Each read of `performance.memory` is a new snapshot; a kept one never changes.
  const heapBytes = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  const pass: ScrollPass = { frameMs: [], longTaskMs: [], samples: [], stalledFrames: 0, reachedEnd: false, ms: 0 };
  const longTasks = new PerformanceObserver((list) => pass.longTaskMs.push(...list.getEntries().map((entry) => entry.duration)));
  longTasks.observe({ type: "longtask" });
  // Checked only when the grid could not move, so the probe adds no work to a moving frame.
  const atEnd = () => step < 0 || scroller.querySelector(`a[href="/image-gen/${lastImageId}"]`) !== null;
  return new Promise((resolve) => {
    let started = 0;
    let last = 0;
    const finish = (now: number) => {
      longTasks.disconnect();
      pass.ms = now - started;
      resolve(pass);
    };
    const frame = (now: number) => {
      if (started === 0) started = now;
      else pass.frameMs.push(now - last);
      last = now;
      if (pass.frameMs.length % 30 === 0)
        pass.samples.push({ ms: now - started, heapBytes: heapBytes(), elements: document.getElementsByTagName("*").length });
      if (now - started > maxMs) return finish(now);
      const before = scroller.scrollTop;
      scroller.scrollTop += step;
      if (scroller.scrollTop === before) {
        pass.reachedEnd = atEnd();
        if (pass.reachedEnd) return finish(now);
        pass.stalledFrames++;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
