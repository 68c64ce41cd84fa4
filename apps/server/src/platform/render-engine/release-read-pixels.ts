import { setImmediate as nextTurn } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// V8 hands out its collector only where --expose-gc was set; a new context made after setting
// the flag gets it without the whole process being started with it (as Jest does).
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as (options: { type: "minor" }) => void;

/**
 * Frees read-back pixels now instead of at a garbage collection. @napi-rs/canvas reads pixels
 * only into new memory of its own (`getImageData`, `data()`): it has no call that fills a buffer
 * the caller keeps, so a frame's 8 MB (1080p RGBA) cannot be read into last frame's buffer.
 * Detaching the buffer's ArrayBuffer drops the library's memory at the next event-loop turn (its
 * finaliser runs from the loop), without V8 having to find it unused first; the allocator then
 * hands the same memory to the next read-back. Reading the pixels afterwards gives nothing.
 */
export function freeReadPixels(pixels: Uint8ClampedArray): void {
  // ES2024's ArrayBuffer.prototype.transfer (Node 21+), not yet in the ES2023 library types.
  const buffer = pixels.buffer as ArrayBuffer & { detached: boolean; transfer(length: number): ArrayBuffer };
  if (!buffer.detached) buffer.transfer(0);
}

/**
 * Who still needs each frame's pixels: the painter, for a next frame that draws the same, and
 * each write to ffmpeg until ffmpeg has taken its bytes. The last to let go frees them, so a
 * render holds only the frames in its pipeline (the one being written, the one kept for reuse)
 * and no buffer is freed, and its memory handed to the next read-back, while a write still reads it.
 */
export class PixelHolds {
  private readonly counts = new Map<ArrayBufferLike, number>();

  hold(pixels: Uint8ClampedArray): void {
    this.counts.set(pixels.buffer, (this.counts.get(pixels.buffer) ?? 0) + 1);
  }

  /** One holder is done; the last frees the pixels. */
  release(pixels: Uint8ClampedArray): void {
    const left = (this.counts.get(pixels.buffer) ?? 0) - 1;
    if (left > 0) {
      this.counts.set(pixels.buffer, left);
      return;
    }
    this.counts.delete(pixels.buffer);
    freeReadPixels(pixels);
  }
}

/**
 * Between frames: a young-generation collection, then one event-loop turn. The collection frees
 * what the last frame left (its recorded calls, a clip decoder's 64 KB pipe chunks, about 130 a
 * 1080p clip frame), which would otherwise pile up between V8's own collections (25–50 MiB more
 * at the peak of a 30 s render); with the frames' pixels freed by their holders it finds little
 * and sets off no full collections. The turn runs the finalisers that return freed pixels' memory.
 */
export async function releaseFrameGarbage(): Promise<void> {
  collectGarbage({ type: "minor" });
  await nextTurn();
}
