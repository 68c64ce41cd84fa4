import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORPHAN_GRACE_MS, sweepOrphans } from "../src/workspace/assets/sweep-orphans.ts";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { asset, user } from "../src/platform/db/schema.ts";
import { LocalStorage } from "../src/platform/storage/local-storage.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

describe("the orphan sweep", () => {
  const folder = useTempFolder("sweep");
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await database.migrate();
    await database.db.insert(user).values({ id: "u1", name: "Owner", email: "owner@example.com" });
    await database.db
      .insert(asset)
      .values({ id: "kept-asset", userId: "u1", name: "a.png", kind: "image", mimeType: "image/png", sizeBytes: 1 });
  });
  afterAll(() => database?.close());

  /** A stored object, written `ageMs` ago. */
  async function stored(key: string, ageMs: number) {
    const file = path.join(folder(), "files", ...key.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, "x");
    const when = new Date(Date.now() - ageMs);
    await utimes(file, when, when);
  }

  it("removes old folders no row names, and keeps rows' folders, young folders and user folders", async () => {
    const old = ORPHAN_GRACE_MS + 60_000;
    await stored("assets/u1/kept-asset/original", old);
    await stored("assets/u1/deleted-asset/original", old);
    await stored("assets/u1/deleted-asset/thumb-small.webp", old);
    await stored("assets/u1/uploading-asset/original", 1000);
    await stored("assets/u1/stray-file", old); // not an asset folder: never a reason to remove the user's

    const storage = new LocalStorage(path.join(folder(), "files"));
    expect(await sweepOrphans(database.db, storage)).toEqual(["assets/u1/deleted-asset/"]);
    expect(await storage.stat("assets/u1/deleted-asset/original")).toBeUndefined();
    expect(await storage.stat("assets/u1/kept-asset/original")).toEqual({ size: 1 });
    expect(await storage.stat("assets/u1/uploading-asset/original")).toEqual({ size: 1 });
    expect(await storage.stat("assets/u1/stray-file")).toEqual({ size: 1 });
  });
});
