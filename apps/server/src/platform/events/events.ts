import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import { openNotifications } from "../db/notifications.ts";

/**
 * Small messages to whoever watches, in any process on the same database: render progress and
 * asset states today, generations, chats and pipeline runs later. Payloads stay small (a status,
 * a number or two): they travel in a PostgreSQL NOTIFY, which carries at most 8000 bytes.
 */
export interface Events {
  /** Delivers `payload` to every subscriber of `channel`, in this process and the others. */
  publish(channel: string, payload: object): Promise<void>;
  /** Calls `listener` with each payload published on `channel` from now on; answers the unsubscribe. */
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/** Everything about one user's own work goes on their channel; streams subscribe only to their caller's. */
export const userChannel = (userId: string) => `user:${userId}`;
/** What every staff member watches (a prompt test run's progress): streams of staff callers subscribe to it too. */
export const STAFF_CHANNEL = "staff";

/**
 * The one PostgreSQL channel every process listens on; the event's own channel travels in the
 * message. Migration 0011's trigger publishes `auth:changed` on it by name: rename both or neither.
 */
const NOTIFY_CHANNEL = "framewise_events";
const MAX_NOTIFY_BYTES = 7999;

/** Events over LISTEN/NOTIFY: one listening connection per process, fanned out here by channel. */
export async function openEvents(database: Database, databaseUrl: string | undefined, log: FastifyBaseLogger): Promise<Events> {
  const local = new EventEmitter().setMaxListeners(0);
  const notifications = await openNotifications(database, databaseUrl, {
    channel: NOTIFY_CHANNEL,
    onText: (text) => {
      try {
        const message = JSON.parse(text) as { channel: string; payload: unknown };
        local.emit(message.channel, message.payload);
      } catch (error) {
        log.warn({ err: error }, "Ignored a malformed event");
      }
    },
    onError: (error) => log.warn({ err: error }, "Lost the connection that listens for events; reconnecting"),
  });
  return {
    async publish(channel, payload) {
      const text = JSON.stringify({ channel, payload });
      if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES)
        throw new Error(`An event on ${channel} is too big for NOTIFY (${Buffer.byteLength(text)} bytes)`);
      await notifications.notify(text);
    },
    subscribe(channel, listener) {
      local.on(channel, listener);
      return () => local.off(channel, listener);
    },
    close: () => notifications.close(),
  };
}
