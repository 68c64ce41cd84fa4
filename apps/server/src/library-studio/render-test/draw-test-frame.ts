import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { RenderMediaError } from "../../platform/render-engine/media-cache.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { FrameThread } from "./frame-thread.ts";
import { copyDrawnMedia } from "./locate-media.ts";
import { prepareSource } from "./prepare-source.ts";
import type { RenderTestSource } from "./render-test-schemas.ts";
import type { SampleMedia } from "./sample-media.ts";

export interface DrawDeps {
  db: Db;
  storage: Storage;
  thread: FrameThread;
  samples: SampleMedia;
  /** Scratch space for the media copied out of storage for one frame (DATA_DIR/tmp, swept hourly). */
  scratchDir: string;
}

/** One frame of the source as the server's render draws it, as a PNG `width` pixels wide. */
export async function drawTestFrame(deps: DrawDeps, request: { source: RenderTestSource; frame: number; width: number }): Promise<Buffer> {
  const { document, layouts, size, located, media, line } = await prepareSource(deps.db, request.source, request.width);
  if (request.frame >= line.frames)
    throw new DomainError("invalid", "invalid_request", `The video has ${line.frames} frames.`, { "/frame": `at most ${line.frames - 1}` });
  await mkdir(deps.scratchDir, { recursive: true });
  const dir = await mkdtemp(path.join(deps.scratchDir, "render-test-"));
  try {
    const files = await copyDrawnMedia(located, document, deps, dir).catch((error: unknown) => {
      // A library font the document names wrongly: its own problem, named.
      if (error instanceof RenderMediaError) throw new DomainError("unprocessable", "unusable_font", error.message);
      throw error;
    });
    const job = { content: document.content, template: document.template, layouts, files, media, ...size };
    return Buffer.from((await deps.thread.run({ kind: "frame", job, frame: request.frame }))!);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
