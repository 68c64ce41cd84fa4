import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderChunk } from "../src/platform/db/schema.ts";
import { renderVideo } from "../src/platform/render-engine/render-video.ts";
import { CHUNK_QUEUE } from "../src/video-studio/renders/render-chunks.ts";
import { renderBundle, renderBundleJson } from "./fixtures/render-bundle.ts";
import { downloadRender, frameHashes, meanPixelDifference } from "./helpers/decoded-video.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor, within } from "./helpers/wait-for.ts";

/** The bundle lasting `seconds`, its two scenes sharing them. */
/** The files a server's local storage holds. */
const storedFiles = async (server: TestServer) =>
  (await readdir(path.join(server.dataDir, "files"), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const bundleOf = (seconds: number, scale: number) => {
  const bundle = renderBundleJson();
  bundle.content.scenes.forEach((scene) => (scene.duration = seconds / 2));
  return { ...bundle, scale };
};

describe("a render longer than RENDER_CHUNK_SECONDS, in one process (ROLE=all, PGlite)", () => {
  const temp = useTempFolder("render-chunks");
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer("pglite", { RENDER_CHUNK_SECONDS: "1" });
    client = new TestClient(server.url);
    await client.signUp("chunks@example.com");
  }, 60_000);
  afterAll(() => server?.destroy());

  const chunksOf = (id: string) =>
    server.database.db.select().from(renderChunk).where(eq(renderChunk.renderId, id)).orderBy(renderChunk.chunk);

  it("is drawn in chunks joined without re-encoding, its progress summed, its chunks cleared from storage", async () => {
    const { id } = (await client.post("/api/v1/renders", bundleOf(3, 0.25))).body.data;
    const events = await within("the split render", watch(client, id), 60_000);
    expect(events.at(-1)).toMatchObject({ status: "done", progress: 1 });
    const progress = events.filter((event) => event.status === "rendering").map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await chunksOf(id)).toEqual([0, 1, 2].map((chunk) => expect.objectContaining({ chunk, runs: 1, doneAt: expect.any(Date) })));
    expect((await client.get(`/api/v1/renders/${id}`)).body.data).toMatchObject({ duration_seconds: 3 });

    const file = path.join(temp(), "split.mp4");
    await downloadRender(client, id, file);
    // Every frame, each within a hair of the same document rendered whole (their encoders start at different frames).
    const { content, template, layouts } = renderBundle();
    content.scenes.forEach((scene) => (scene.duration = 1.5));
    const whole = await renderVideo({ content, template, layouts, scale: 0.25, outputPath: path.join(temp(), "whole.mp4") });
    expect((await frameHashes(file)).length).toBe(whole.frames);
    // Measured: about 0.23 of 255 on average.
    expect(await meanPixelDifference(file, path.join(temp(), "whole.mp4"))).toBeLessThan(1);
    expect((await storedFiles(server)).filter((name) => name.includes("chunks"))).toEqual([]);
  }, 90_000);

  it("stops every chunk when cancelled: none starts afterwards, and its stored chunks go", async () => {
    const { id } = (await client.post("/api/v1/renders", bundleOf(8, 0.5))).body.data;
    await waitFor(
      "a chunk to be drawn",
      () => chunksOf(id),
      (chunks) => chunks.some((chunk) => chunk.doneAt),
    );
    expect((await client.post(`/api/v1/renders/${id}/cancel`)).status).toBe(200);
    const open = await waitFor(
      "its chunk jobs to settle",
      async () =>
        (
          await server.database.db.execute<{ state: string }>(
            sql`select state from pgboss.job where name = ${CHUNK_QUEUE} and data->>'renderId' = ${id} and state in ('created', 'retry', 'active')`,
          )
        ).rows,
      (rows) => rows.length === 0,
    );
    expect(open).toEqual([]);
    const chunks = await chunksOf(id);
    expect(chunks.filter((chunk) => !chunk.doneAt).length).toBeGreaterThan(0);
    expect((await client.get(`/api/v1/renders/${id}`)).body.data).toMatchObject({ status: "cancelled" });
    expect((await storedFiles(server)).filter((name) => name.includes(id))).toEqual([]);
  }, 90_000);
});
