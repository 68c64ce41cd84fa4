import type { RenderSummary } from "@framewise/contracts";

/**
 * A render under way in a few words: waiting, waiting again after the server stopped (its
 * message says why), or how far it got. A queued render with a message was interrupted, so it
 * never shows the progress it had before.
 */
export function renderStateLabel(render: Pick<RenderSummary, "status" | "progress" | "error">): string {
  if (render.status === "queued") return render.error ? "Queued again" : "Queued";
  if (render.status === "rendering") return `Rendering ${Math.round(render.progress * 100)}%`;
  return render.status;
}

/** The line under a render's progress bar: the label, with the reason when it was put back in the queue. */
export function renderStateLine(
  render: Pick<RenderSummary, "status" | "progress" | "error" | "frames_per_second" | "seconds_left">,
  formatDuration: (seconds: number) => string,
): string {
  if (render.status === "queued") return render.error ? `Queued again: ${render.error}` : "Waiting to start…";
  const speed = render.frames_per_second ? ` · ${Math.round(render.frames_per_second)} frames/s` : "";
  const left = render.seconds_left !== null ? ` · ${formatDuration(render.seconds_left)} left` : "";
  return `${renderStateLabel(render)}${speed}${left}`;
}
