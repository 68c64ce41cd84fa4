import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Starts server-sent event streams and ends those still open when the server stops: a stream
 * never ends by itself, and closing the server waits for every open request, so a watching tab
 * would hold a restart forever. The browser's EventSource reconnects to the next server.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  app.addHook("preClose", async () => {
    for (const stream of open) stream.end();
  });
  return {
    /** Takes the reply over and answers 200 with the event-stream headers; write events to the result. */
    start(reply: FastifyReply): ServerResponse {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      open.add(stream);
      stream.on("close", () => open.delete(stream));
      return stream;
    },
  };
}
