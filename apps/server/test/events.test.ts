import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { openEvents, type Events } from "../src/platform/events/events.ts";
import { loadConfig } from "../src/platform/config/config.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { startTestS3, type TestS3 } from "./helpers/s3-server.ts";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const quiet = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** Collects what a channel receives; `next(n)` resolves once n payloads have arrived. */
function collect(events: Events, channel: string) {
  const received: unknown[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  events.subscribe(channel, (payload) => {
    received.push(payload);
    for (const waiter of waiting.filter((w) => received.length >= w.count)) waiter.resolve();
  });
  return {
    received,
    next: (count: number) => new Promise<void>((resolve) => (received.length >= count ? resolve() : waiting.push({ count, resolve }))),
  };
}

describe("events over LISTEN/NOTIFY on PGlite, within the process", () => {
  let database: Database;
  let events: Events;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    events = await openEvents(database, undefined, quiet);
  });
  afterAll(async () => {
    await events?.close();
    await database?.close();
  });

  it("delivers a payload to its channel's subscribers only, until they unsubscribe", async () => {
    const mine = collect(events, "user:a");
    const other = collect(events, "user:b");
    const later: unknown[] = [];
    const unsubscribe = events.subscribe("user:a", (payload) => later.push(payload));
    await events.publish("user:a", { type: "render", id: "r1", progress: 0.5 });
    await mine.next(1);
    unsubscribe();
    await events.publish("user:a", { type: "render", id: "r1", progress: 1 });
    await mine.next(2);
    expect(mine.received).toEqual([
      { type: "render", id: "r1", progress: 0.5 },
      { type: "render", id: "r1", progress: 1 },
    ]);
    expect(later).toEqual([{ type: "render", id: "r1", progress: 0.5 }]);
    expect(other.received).toEqual([]);
  });

  it("refuses a payload too big for NOTIFY instead of losing it quietly", async () => {
    await expect(events.publish("user:a", { text: "x".repeat(8000) })).rejects.toThrow(/too big/);
  });
});

describe.skipIf(!postgresUrl)("events over LISTEN/NOTIFY on PostgreSQL, between processes", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const opened: { database: Database; events: Events }[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: scratch.url });
    const events = await openEvents(database, scratch.url, quiet);
    opened.push({ database, events });
    return { database, events };
  };
  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
  });
  afterAll(async () => {
    for (const { database, events } of opened) {
      await events.close();
      await database.close();
    }
    await scratch?.drop();
  });

  it("delivers what one connection publishes to another's subscribers", async () => {
    const [one, two] = [await open(), await open()];
    const there = collect(two.events, "user:x");
    await one.events.publish("user:x", { type: "asset", id: "a1", status: "ready", error: null });
    await there.next(1);
    expect(there.received).toEqual([{ type: "asset", id: "a1", status: "ready", error: null }]);
  });

  it("listens again after its connection is cut", async () => {
    const [one, two] = [await open(), await open()];
    const there = collect(two.events, "user:y");
    const listeners = async () =>
      (
        await one.database.db.execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
        )
      ).rows.map((row) => row.pid);
    const before = await listeners();
    await one.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    // Back once every process listens again (on new connections).
    await expect
      .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 10_000 })
      .toBe(before.length);
    await one.events.publish("user:y", { type: "render", id: "r2", status: "done" });
    await there.next(1);
    expect(there.received).toEqual([{ type: "render", id: "r2", status: "done" }]);
  });
});

/** Reads a server-sent event stream until `done` says so; answers its events with their names. */
async function readStream(response: Response, done: (events: any[]) => boolean): Promise<any[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: any[] = [];
  let buffer = "";
  while (!done(events)) {
    buffer += (await reader.read()).value ?? "";
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data) events.push({ event: /^event: (.*)$/m.exec(block)?.[1], ...JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

describe("the signed-in user's event stream (GET /api/v1/events)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.destroy());

  it("carries the caller's own asset and render events, never another user's", async () => {
    const mine = new TestClient(server.url);
    await mine.signUp("stream-mine@example.com");
    const theirs = new TestClient(server.url);
    await theirs.signUp("stream-theirs@example.com");
    expect((await new TestClient(server.url).get("/api/v1/events")).status).toBe(401);

    const response = await fetch(new URL("/api/v1/events", server.url), { headers: mine.cookieHeader() });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const theirAsset = (await theirs.upload("theirs.png", await png(), "image/png")).body.data.id as string;
    const theirRender = (await theirs.post("/api/v1/renders", { ...renderBundleJson(), scale: 0.1 })).body.data.id as string;
    await watch(theirs, theirRender);
    const myAsset = (await mine.upload("mine.png", await png(), "image/png")).body.data.id as string;
    const myRender = (await mine.post("/api/v1/renders", { ...renderBundleJson(), scale: 0.1 })).body.data.id as string;
    const events = await readStream(response, (seen) => seen.some((event) => event.id === myRender && event.status === "done"));

    expect(events.filter((event) => event.type === "asset")).toEqual([
      { event: "asset", type: "asset", id: myAsset, status: "ready", error: null },
    ]);
    expect(events.filter((event) => event.type === "render").every((event) => event.event === "render" && event.id === myRender)).toBe(
      true,
    );
    expect(events.some((event) => event.id === theirAsset || event.id === theirRender)).toBe(false);
  });
});

describe("an open event stream when the server stops", () => {
  it("is ended, so a watching tab never holds up a stop or a restart", async () => {
    const server = await startTestServer("pglite");
    const client = new TestClient(server.url);
    await client.signUp("watching-tab@example.com");
    const response = await fetch(new URL("/api/v1/events", server.url), { headers: client.cookieHeader() });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    const ended = (async () => {
      while (!(await reader.read()).done);
    })();
    await Promise.all([server.destroy(), ended]);
  });
});

describe("ROLE", () => {
  it("needs PostgreSQL for a process that does only part of the work", () => {
    expect(() => loadConfig({ ROLE: "api" })).toThrow(/ROLE=api needs DATABASE_URL/);
    expect(loadConfig({ ROLE: "worker", DATABASE_URL: "postgres://127.0.0.1/x" }).role).toBe("worker");
    expect(loadConfig({}).role).toBe("all");
  });
});

describe.skipIf(!postgresUrl)("an API process and a worker process on one PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let s3: TestS3;
  let api: TestServer;
  let worker: TestServer;
  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
    s3 = await startTestS3();
    const shared = { ...s3.env, DATABASE_URL: scratch.url, AUTH_SECRET: "a-secret-both-processes-share-0123456789" };
    // "pglite" here only means the helper makes no database of its own: DATABASE_URL names the shared one.
    worker = await startTestServer("pglite", { ...shared, ROLE: "worker" });
    api = await startTestServer("pglite", { ...shared, ROLE: "api" });
  });
  afterAll(async () => {
    await api?.destroy();
    await worker?.destroy();
    await s3?.stop();
    await scratch?.drop();
  });

  it("renders in the worker while the API streams its progress, then serves the video from storage", async () => {
    const owner = new TestClient(api.url);
    await owner.signUp("two-processes@example.com");
    const stream = new AbortController();
    const userEvents = fetch(new URL("/api/v1/events", api.url), { headers: owner.cookieHeader(), signal: stream.signal });

    const bundle = renderBundleJson();
    bundle.content.scenes.forEach((scene) => (scene.duration = 5));
    const queued = await owner.post("/api/v1/renders", { ...bundle, scale: 0.25 });
    expect(queued.status).toBe(202);
    const events = await watch(owner, queued.body.data.id);
    expect(events.at(-1)).toMatchObject({ status: "done", progress: 1 });
    expect(events.filter((event) => event.status === "rendering" && event.progress > 0).length).toBeGreaterThan(0);

    const video = await owner.get(`/api/v1/renders/${queued.body.data.id}/video`, { range: "bytes=0-99" });
    expect(video.status).toBe(206);
    expect(await s3.objectCount()).toBe(2);

    // The user's own stream heard the same render, from the other process.
    const mine = await readStream(await userEvents, (seen) => seen.some((event) => event.status === "done"));
    stream.abort();
    expect(mine.at(-1)).toMatchObject({ event: "render", type: "render", id: queued.body.data.id, status: "done" });
  });

  it("answers only its health checks in the worker", async () => {
    expect((await fetch(new URL("/api/health", worker.url))).status).toBe(200);
    expect(await (await fetch(new URL("/api/health/live", worker.url))).json()).toEqual({ data: { status: "ok" } });
    expect((await new TestClient(worker.url).get("/api/v1/renders/anything")).status).toBe(404);
  });
});
