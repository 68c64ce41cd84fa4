import { EventEmitter } from "node:events";
import type { RenderStatus } from "../db/schema.ts";

export interface RenderEvent {
  status: RenderStatus;
  /** 0..1 */
  progress: number;
  framesPerSecond: number | null;
  secondsLeft: number | null;
  error: string | null;
}

/**
 * Progress of renders running in this process, for the event streams that watch them.
 * (With worker processes on other machines this becomes PostgreSQL LISTEN/NOTIFY.)
 */
export class RenderEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(renderId: string, event: RenderEvent) {
    this.emitter.emit(renderId, event);
  }

  subscribe(renderId: string, listener: (event: RenderEvent) => void): () => void {
    this.emitter.on(renderId, listener);
    return () => this.emitter.off(renderId, listener);
  }
}

export const isFinished = (status: RenderStatus) => status === "done" || status === "failed" || status === "cancelled";
