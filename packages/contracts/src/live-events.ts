import type { AssetStatus } from "./assets.ts";
import type { RenderSummary } from "./content.ts";

/** A render's state, as `GET /api/v1/renders/{id}/events` and `GET /api/v1/events` stream it. */
export type RenderProgress = Pick<RenderSummary, "status" | "progress" | "frames_per_second" | "seconds_left" | "error">;

/**
 * What `GET /api/v1/events` streams to a signed-in user about their own work (server-sent
 * events named after `type`): a render's progress, an asset's processing state.
 */
export type LiveEvent =
  ({ type: "render"; id: string } & RenderProgress) | { type: "asset"; id: string; status: AssetStatus; error: string | null };
