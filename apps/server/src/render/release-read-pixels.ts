import { setImmediate as nextTurn } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// V8 hands out its collector only where --expose-gc was set; a new context made after setting
// the flag gets it without the whole process being started with it (as Jest does).
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as (options: { type: "minor" }) => void;

/**
 * Frees the pixels of frames read back earlier and no longer used. @napi-rs/canvas gives each
 * read-back frame (8 MB at 1080p) its own buffer, which V8 does not count as its own memory and
 * which is freed only from the event loop after a collection found it unused: a render loop
 * that never yields keeps every frame it read, and one that only yields keeps about twenty
 * (docs/decisions/0008-frames-through-a-display-list.md). A young-generation collection
 * costs well under a millisecond with a render thread's small heap.
 */
export async function releaseReadPixels(): Promise<void> {
  collectGarbage({ type: "minor" });
  await nextTurn();
}
