import type { LiveEvent, RenderSummary } from "@framewise/contracts";

export type RenderEvent = Extract<LiveEvent, { type: "render" }>;

/** A render summary the caches hold, with an event's state. */
export const withProgress = (
  render: RenderSummary,
  { status, progress, frames_per_second, seconds_left, error }: RenderEvent,
): RenderSummary => ({
  ...render,
  status,
  progress,
  frames_per_second,
  seconds_left,
  error,
});

/**
 * Progress of a running render is written into the caches as it comes (several a second);
 * anything else (started, done with its files, failed) is a reason to read the list again.
 */
export const isProgressOnly = (event: RenderEvent) => event.status === "rendering" && event.progress > 0;
