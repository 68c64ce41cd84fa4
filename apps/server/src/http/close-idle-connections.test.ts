import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { describe, it } from "vitest";
import { closeIdleConnectionsOnStop } from "./close-idle-connections.ts";

describe("closeIdleConnectionsOnStop", () => {
  it("closes a kept-alive connection whose streamed answer ends after the stop began, so the stop does not wait out its keep-alive timeout", async () => {
    const app = Fastify();
    closeIdleConnectionsOnStop(app);
    const body = new PassThrough();
    // A video being sent: its headers (keep-alive) went out before the stop, its last bytes after.
    app.get("/video", async (_request, reply) => reply.type("video/mp4").send(body));
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const headersArrived = new Promise<void>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path: "/video", agent }, (response) => {
        response.resume();
        resolve();
      });
      request.on("error", reject);
      request.end();
    });
    body.write("first bytes");
    await headersArrived;
    const stopped = app.close();
    body.end("last bytes");
    // Without the hook the answered connection stays open and the stop waits 72 s: past the test's timeout.
    await stopped;
    agent.destroy();
  });
});
