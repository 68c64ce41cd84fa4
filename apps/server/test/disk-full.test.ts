import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadAsset } from "../src/workspace/assets/upload-asset.ts";
import { loadConfig } from "../src/platform/config/config.ts";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { user } from "../src/platform/db/schema.ts";
import { DomainError } from "../src/kernel/errors.ts";
import { findQuota } from "../src/workspace/quota/find-quota.ts";
import { freeBytes } from "../src/platform/storage/disk-space.ts";
import { LocalStorage } from "../src/platform/storage/local-storage.ts";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const noSpace = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

describe("an upload when the disk is full", () => {
  const temp = useTempFolder("disk-full-upload");
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await database.migrate();
    await database.db.insert(user).values({ id: "u1", name: "Owner", email: "owner@example.com" });
  });
  afterAll(() => database?.close());

  it("is refused with 507 insufficient_storage saying no space is left, and keeps nothing", async () => {
    const plans = loadConfig({}).plans;
    const storage = new LocalStorage(path.join(temp(), "files"));
    // The store's disk is full: moving the received file into place fails.
    storage.putFile = () => Promise.reject(noSpace());
    const upload = uploadAsset(
      {
        db: database.db,
        storage,
        limits: loadConfig({}).assets,
        plans,
        uploadsDir: path.join(temp(), "tmp"),
        enqueueProcessing: async () => undefined,
      },
      "u1",
      { fileName: "photo.png", declaredType: "image/png", stream: Readable.from([await png()]), expectedKind: "image" },
    );
    const refused = await upload.catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: "insufficient_storage",
      code: "insufficient_storage",
      message: expect.stringMatching(/no space left/i),
    });
    expect(await findQuota({ db: database.db, plans }, { kind: "user", id: "u1" }, "storage_bytes")).toMatchObject({ used: 0 });
  });
});

/** A small tmpfs to fill, where this machine lets the tests mount one (as root on Linux). */
async function mountSmallDisk(): Promise<string | undefined> {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return undefined;
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=160m", "tmpfs", folder], { stdio: "ignore" });
    return folder;
  } catch {
    await rm(folder, { recursive: true, force: true });
    return undefined;
  }
}

describe("a server whose data folder's disk fills up", () => {
  let disk: string | undefined;
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    disk = await mountSmallDisk();
    if (!disk) return;
    server = await startTestServer("pglite", { MIN_FREE_DISK_MB: "8" }, path.join(disk, "data"));
    client = new TestClient(server.url);
    await client.signUp("full-disk@example.com");
  });
  afterAll(async () => {
    await server?.destroy();
    if (disk) {
      execFileSync("umount", [disk]);
      await rm(disk, { recursive: true, force: true });
    }
  });

  it("answers 507 to an upload and to a row the database cannot write, and says degraded in /api/health until there is room again", async (context) => {
    if (!disk) return context.skip();
    const healthy = await client.get("/api/health");
    expect(healthy.status).toBe(200);
    expect(healthy.body.data).toMatchObject({ status: "ok", disk: { min_free_bytes: 8 * 1024 * 1024 } });

    const filler = path.join(disk, "filler");
    await writeFile(filler, Buffer.alloc((await freeBytes(disk)) - 512 * 1024));
    const health = await client.get("/api/health");
    expect(health.status).toBe(503);
    expect(health.body.data).toMatchObject({ status: "degraded", disk: { problem: expect.stringMatching(/no space left/i) } });
    expect(health.body.data.disk.free_bytes).toBeLessThan(1024 * 1024);
    // Out of service, but alive: an orchestrator's liveness probe does not restart it for a full disk.
    expect(await client.get("/api/health/live")).toMatchObject({ status: 200, body: { data: { status: "ok" } } });

    // Larger than the room left: the disk fills while the file arrives.
    const upload = await client.upload("big.png", Buffer.concat([await png(), randomBytes(2 * 1024 * 1024)]), "image/png");
    expect(upload.status).toBe(507);
    expect(upload.body.error).toMatchObject({ code: "insufficient_storage", message: expect.stringMatching(/no space left/i) });
    // Rows go in until the database must grow a table's file on the full disk: that write is a 507 too.
    let created = 0;
    let refused: { status: number; body: any } | undefined;
    while (!refused && created < 400) {
      const page = await client.post("/api/v1/pages", { title: `Launch ${created}`, text: randomBytes(1000).toString("hex") });
      if (page.status === 201) created++;
      else refused = page;
    }
    expect(refused).toMatchObject({
      status: 507,
      body: { error: { code: "insufficient_storage", message: expect.stringMatching(/no space left/i) } },
    });

    await rm(filler);
    expect((await client.get("/api/health")).status).toBe(200);
    // Nothing written before is lost, and the next page goes in.
    expect((await client.post("/api/v1/pages", { title: "After" })).status).toBe(201);
    expect((await client.get("/api/v1/pages")).body.data).toHaveLength(created + 1);
  });
});
