import { readdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundleShowing } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { within } from "./helpers/wait-for.ts";

/** A loopback media host that counts requests per path: proof of "fetched once" and "never fetched". */
async function mediaHost() {
  const photo = createCanvas(64, 48);
  photo.getContext("2d").fillStyle = "#ffa500";
  photo.getContext("2d").fillRect(0, 0, 64, 48);
  const png = await photo.encode("png");
  const requests: Record<string, number> = {};
  /** Requests the fetcher gave up before they were answered. */
  const abandoned: string[] = [];
  /** Slow requests not yet answered or given up, and who waits for there to be none. */
  let open = 0;
  const whenQuiet: (() => void)[] = [];
  let connections = 0;
  const server: Server = createServer((request, response) => {
    requests[request.url!] = (requests[request.url!] ?? 0) + 1;
    if (request.url === "/photo.png") return response.writeHead(200, { "content-type": "image/png" }).end(png);
    if (request.url === "/broken.png") return response.writeHead(200, { "content-type": "image/png" }).end(png.subarray(0, 40));
    if (request.url === "/not-an-image.png") return response.writeHead(200, { "content-type": "image/png" }).end("<html>hello</html>");
    if (request.url!.startsWith("/slow-")) {
      open++;
      response.on("close", () => {
        if (!response.writableFinished) abandoned.push(request.url!);
        if (--open === 0) for (const resolve of whenQuiet.splice(0)) resolve();
      });
      return void setTimeout(() => response.writeHead(200, { "content-type": "image/png" }).end(png), 300);
    }
    response.writeHead(404).end();
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Resolves once every slow request has been answered or given up. */
  const quiet = () => new Promise<void>((resolve) => (open === 0 ? resolve() : whenQuiet.push(resolve)));
  return { base, requests, abandoned, quiet, connections: () => connections, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("media named by a render's document", () => {
  let host: Awaited<ReturnType<typeof mediaHost>>;
  let server: TestServer;
  let user: TestClient;
  beforeAll(async () => {
    host = await mediaHost();
    server = await startTestServer("pglite", { TEST_ALLOW_LOOPBACK_FETCH: "true" });
    user = new TestClient(server.url);
    await user.signUp("media@example.com");
  });
  afterAll(async () => {
    await server?.destroy();
    await host?.close();
  });

  const render = async (src: string) => {
    const queued = await user.post("/api/v1/renders", renderBundleShowing(src));
    expect(queued.status).toBe(202);
    const events = await watch(user, queued.body.data.id);
    return { id: queued.body.data.id as string, last: events.at(-1), events };
  };

  it("fetches each medium once into the job's cache, draws it, and removes the cache afterwards", async () => {
    const { id, last } = await render(`${host.base}/photo.png`);
    expect(last).toMatchObject({ status: "done" });
    // Two scenes show the photo; it was fetched once.
    expect(host.requests["/photo.png"]).toBe(1);
    const left = async () => (await readdir(path.join(server.dataDir, "renders"))).filter((name) => name.startsWith(id)).sort();
    // The video and poster went to storage; the scratch folder keeps nothing of the render.
    await expect.poll(left).toEqual([]);
  });

  it("fails fast, without retrying or drawing, naming a medium that is missing, damaged or not an image", async () => {
    for (const [file, reason] of [
      ["/gone.png", /could not be fetched: the server answered 404/],
      ["/broken.png", /is damaged|is not an image/],
      ["/not-an-image.png", /is not an image we can read/],
    ] as const) {
      const { last, events } = await render(`${host.base}${file}`);
      expect(last.status, file).toBe("failed");
      expect(last.error, file).toContain(`${host.base}${file}`);
      expect(last.error, file).toMatch(reason);
      expect(
        events.some((event) => event.progress > 0),
        file,
      ).toBe(false);
      expect(host.requests[file], file).toBe(1);
    }
  });

  it("stops fetching the rest once one medium has failed, abandoning those under way", async () => {
    const bundle = renderBundleShowing(`${host.base}/gone-first.png`);
    const slow = Array.from({ length: 9 }, (_, index) => `/slow-${index}.png`);
    bundle.layouts.at(-1).elements.push(
      ...slow.map((file, index) => ({
        id: `more-${index}`,
        type: "image",
        src: `${host.base}${file}`,
        box: { x: 0, y: 0.5, width: 0.1, height: 0.1 },
      })),
    );
    const queued = await user.post("/api/v1/renders", bundle);
    const last = (await watch(user, queued.body.data.id)).at(-1);
    expect(last.error).toMatch(/gone-first\.png" could not be fetched/);
    // Every slow request ends: given up by a fetcher that stopped, or answered (300 ms) to one that went on.
    await within("the slow images' requests to end", host.quiet(), 10_000);
    const asked = slow.filter((file) => host.requests[file]);
    // At most the ones already under way when the first failed (four fetch at once), all abandoned.
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(host.abandoned.sort()).toEqual(asked.sort());
  });

  it("says plainly that an asset id is not in the library, naming where the video uses it", async () => {
    const { last } = await render("asset:nothing-here");
    expect(last).toMatchObject({ status: "failed", error: "The photo in scene 1 could not be prepared: it is not in your asset library." });
  });
});

describe("media URLs pointing at the server's own network", () => {
  it("are refused before any connection when loopback is not allowed (the default)", async () => {
    const host = await mediaHost();
    const server = await startTestServer("pglite");
    try {
      const user = new TestClient(server.url);
      await user.signUp("no-loopback@example.com");
      const queued = await user.post("/api/v1/renders", renderBundleShowing(`${host.base}/photo.png`));
      const last = (await watch(user, queued.body.data.id)).at(-1);
      expect(last.status).toBe("failed");
      expect(last.error).toMatch(/refused: it points to a private or local address \(127\.0\.0\.1\)/);
      expect(host.connections()).toBe(0);
    } finally {
      await server.destroy();
      await host.close();
    }
  });
});
