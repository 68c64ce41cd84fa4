import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originalKey } from "../src/workspace/assets/asset-files.ts";
import { ASSET_PROCESS_QUEUE } from "../src/workspace/assets/asset-jobs.ts";
import { asset } from "../src/platform/db/schema.ts";
import { renderBundleShowing } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor, within } from "./helpers/wait-for.ts";

async function png(): Promise<Buffer> {
  const photo = createCanvas(64, 48);
  photo.getContext("2d").fillStyle = "#ffa500";
  photo.getContext("2d").fillRect(0, 0, 64, 48);
  return photo.encode("png");
}

describe("a render naming a library copy that is still being processed", () => {
  let server: TestServer;
  let user: TestClient;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    user = new TestClient(server.url);
    userId = (await user.signUp("render-waits@example.com")).id;
  });
  afterAll(() => server?.destroy());

  const assetNow = async (id: string) => (await user.get(`/api/v1/assets/${id}`)).body.data;

  /**
   * A picture uploaded and processed, then put back to "processing" as a copy made just before a
   * render is; it is processed again (by the server's own asset job) only once the render has
   * started. `stored` replaces its file meanwhile, for a copy that turns out damaged.
   */
  const copyStillProcessing = async (stored?: Uint8Array) => {
    const id = (await user.upload("copy.png", await png(), "image/png")).body.data.id as string;
    await waitFor(
      "the upload to be processed",
      () => assetNow(id),
      (row) => row.status === "ready",
    );
    if (stored) await writeFile(path.join(server.dataDir, "files", originalKey(userId, id)), stored);
    await server.database.db.update(asset).set({ status: "processing" }).where(eq(asset.id, id));
    return id;
  };

  const renderWhileProcessing = async (assetId: string) => {
    const queued = await user.post("/api/v1/renders", renderBundleShowing(`asset:${assetId}`, [1]));
    expect(queued.status).toBe(202);
    let processing: Promise<unknown> | undefined;
    const events = await within(
      "the render to finish",
      watch(user, queued.body.data.id, (event) => {
        if (event.status === "rendering" && !processing) processing = server.jobs.send(ASSET_PROCESS_QUEUE, { assetId });
      }),
      60_000,
    );
    await processing;
    return events.at(-1);
  };

  it("waits until the copy is ready, then renders it", async () => {
    const id = await copyStillProcessing();
    expect(await renderWhileProcessing(id)).toMatchObject({ status: "done", error: null });
  });

  it("fails naming the picture and why when the copy fails to process", async () => {
    const id = await copyStillProcessing((await png()).subarray(0, 60));
    const last = await renderWhileProcessing(id);
    const copy = await assetNow(id);
    expect(copy).toMatchObject({ status: "failed", error: expect.any(String) });
    expect(last).toMatchObject({ status: "failed", error: `The photo in scene 2 could not be prepared: ${copy.error}` });
  });
});
