import type { AssetStatus } from "./assets.ts";
import type { RenderSummary } from "./content.ts";
import type { ImageGenerationEvent } from "./image-gen.ts";
import type { PromptTestRunEvent } from "./prompt-tests.ts";

/** A render's state, as `GET /api/v1/renders/{id}/events` and `GET /api/v1/events` stream it. */
export type RenderProgress = Pick<RenderSummary, "status" | "progress" | "frames_per_second" | "seconds_left" | "error">;

/** How far a new video's voices are: `GET /api/v1/content/{id}/voicing`, and each `voicing` event. */
export interface VoicingProgress {
  /** Scenes spoken, given up or no longer waiting, of the `total` that waited for a voice when the video was made. */
  done: number;
  total: number;
  /**
   * The video's versions that saved a recording, and nothing else: an editor based on the version
   * before may move past them (taking the recordings) without a conflict.
   */
  versions: number[];
}

/**
 * What `GET /api/v1/events` streams to a signed-in user about their own work (server-sent
 * events named after `type`): a render's progress, an asset's processing state, a new video's voices, a generation's progress,
 * and to staff a prompt test run's progress.
 */
export type LiveEvent =
  | ({ type: "render"; id: string } & RenderProgress)
  | { type: "asset"; id: string; status: AssetStatus; error: string | null }
  | ({ type: "voicing"; content_id: string } & VoicingProgress)
  | ImageGenerationEvent
  | PromptTestRunEvent;
