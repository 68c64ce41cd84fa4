import type { FastifyInstance } from "fastify";
import { errors, eventStream } from "../../../kernel/api-schemas.ts";
import { eventStreams } from "../../event-stream.ts";
import { STAFF_CHANNEL, userChannel, type Events } from "../../../platform/events/events.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";

interface Deps {
  events: Events;
  viewers: ViewerResolver;
}

/** Proxies close a stream that says nothing for a minute or so. */
const KEEP_ALIVE_MS = 25_000;

/**
 * One server-sent event stream per signed-in tab: what changes about the caller's own work
 * (`render` progress, `asset` processing, a new video's `voicing`), from whichever process does it. Only the caller's
 * channel is read, so no one sees another user's events; staff also hear the staff channel (`prompt-test-run` progress).
 */
export async function eventRoutes(app: FastifyInstance, deps: Deps) {
  const streams = eventStreams(app);
  app.get(
    "/api/v1/events",
    {
      schema: {
        tags: ["events"],
        summary: "What changes about the caller's work (server-sent events)",
        response: {
          200: eventStream("`render`, `asset` and `voicing` events while the stream is open; to staff also `prompt-test-run`."),
          ...errors(401),
        },
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.requireUser(request);
      const stream = streams.start(reply);
      // A comment first, so the browser knows at once that the stream is open.
      stream.write(": listening\n\n");
      const send = (payload: unknown) => {
        stream.write(`event: ${(payload as { type: string }).type}\ndata: ${JSON.stringify(payload)}\n\n`);
      };
      const unsubscribe = [
        deps.events.subscribe(userChannel(viewer.id), send),
        ...(viewer.isStaff ? [deps.events.subscribe(STAFF_CHANNEL, send)] : []),
      ];
      const keepAlive = setInterval(() => stream.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
      request.raw.on("close", () => {
        clearInterval(keepAlive);
        unsubscribe.forEach((each) => each());
      });
    },
  );
}
