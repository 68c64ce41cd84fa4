import type { LiveEvent, RenderProgress } from "@framewise/contracts";
import type { RenderStatus } from "../../platform/db/schema.ts";
import { userChannel, type Events } from "../../platform/events/events.ts";

/** A render's state as the worker and the row keep it. */
export interface RenderEvent {
  status: RenderStatus;
  /** 0..1 */
  progress: number;
  framesPerSecond: number | null;
  secondsLeft: number | null;
  error: string | null;
}

export type RenderLiveEvent = Extract<LiveEvent, { type: "render" }>;

export const renderProgress = (event: RenderEvent): RenderProgress => ({
  status: event.status,
  progress: event.progress,
  frames_per_second: event.framesPerSecond,
  seconds_left: event.secondsLeft,
  error: event.error,
});

/** Tells the owner's streams (in any process) a render's new state. */
export const publishRender = (events: Events, render: { id: string; userId: string }, event: RenderEvent) =>
  events.publish(userChannel(render.userId), { type: "render", id: render.id, ...renderProgress(event) } satisfies RenderLiveEvent);

/** Calls `listener` with each new state of one render; answers the unsubscribe. */
export const subscribeRender = (events: Events, render: { id: string; userId: string }, listener: (event: RenderLiveEvent) => void) =>
  events.subscribe(userChannel(render.userId), (payload) => {
    const event = payload as LiveEvent;
    if (event.type === "render" && event.id === render.id) listener(event);
  });

export const isFinished = (status: RenderStatus) => status === "done" || status === "failed" || status === "cancelled";
