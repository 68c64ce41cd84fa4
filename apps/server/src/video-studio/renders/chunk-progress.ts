import type { PartDeps } from "./render-part.ts";
import { recordChunkFrames } from "./render-chunk-queries.ts";
import { publishRender, type RenderEvent } from "./render-events.ts";
import { updateRenderWhileRendering } from "./render-queries.ts";

/** How often a chunk writes its frames and its render's summed progress (and tells watchers, in any process). */
const PROGRESS_WRITE_MS = 500;

/**
 * Counts a chunk's frames and, twice a second, saves them and its render's progress: the frames
 * of all its chunks over all they must draw, at the speed since the render was split. A write
 * that finds the render no longer rendering (cancelled, or failed by another part) calls `stopped`.
 */
export function chunkProgress(
  deps: Pick<PartDeps, "db" | "events" | "log">,
  render: { id: string; userId: string },
  chunk: { chunk: number; plannedAt: number },
  stopped: () => void,
) {
  let frames = 0;
  let lastWrite = performance.now();
  let writing: Promise<void> | undefined;
  const write = async () => {
    const { done, total } = await recordChunkFrames(deps.db, render.id, chunk.chunk, frames);
    const framesPerSecond = done / Math.max(0.001, (Date.now() - chunk.plannedAt) / 1000);
    const event: RenderEvent = {
      status: "rendering",
      progress: total ? done / total : 0,
      framesPerSecond,
      secondsLeft: framesPerSecond ? (total - done) / framesPerSecond : null,
      error: null,
    };
    if (await updateRenderWhileRendering(deps.db, render.id, event)) await publishRender(deps.events, render, event);
    else stopped();
  };
  return {
    frame: () => {
      frames++;
      const now = performance.now();
      if (writing || now - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = now;
      writing = write()
        .catch((error: unknown) => deps.log.warn({ err: error, renderId: render.id }, "Could not save a chunk's progress"))
        .finally(() => (writing = undefined));
    },
    /** Writes once more (after the chunk is done), when no write is under way. */
    done: async () => {
      await writing;
      await write();
    },
  };
}
