import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SAMPLE_MEDIA } from "@framewise/starter";
import type { FrameThread } from "./frame-thread.ts";

/** The file of each starter sample source. */
export const SAMPLE_FILES: Record<string, string> = {
  [SAMPLE_MEDIA.photo]: "photo.png",
  [SAMPLE_MEDIA.product]: "product.png",
  [SAMPLE_MEDIA.logo]: "logo.png",
  [SAMPLE_MEDIA.clip]: "clip.mp4",
};
/** How long the sample clip runs: longer than a starter scene, as a stock clip would be. */
export const SAMPLE_CLIP_SECONDS = 8;

/**
 * The starter samples' media, written once per process (by the drawing thread) into a folder of
 * its own that `close` removes. `folder()` waits for them.
 */
export class SampleMedia {
  private made: Promise<string> | undefined;
  private readonly thread: FrameThread;

  constructor(thread: FrameThread) {
    this.thread = thread;
  }

  folder(): Promise<string> {
    this.made ??= mkdtemp(path.join(tmpdir(), "framewise-render-test-")).then(async (dir) => {
      await this.thread.run({ kind: "samples", dir });
      return dir;
    });
    // A failure is not kept: the next request tries again.
    this.made.catch(() => (this.made = undefined));
    return this.made;
  }

  /** The sample's file name, or undefined for a source that is no sample. */
  static fileOf(src: string): string | undefined {
    return Object.hasOwn(SAMPLE_FILES, src) ? SAMPLE_FILES[src] : undefined;
  }

  async close(): Promise<void> {
    const made = this.made;
    this.made = undefined;
    const dir = await made?.catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
