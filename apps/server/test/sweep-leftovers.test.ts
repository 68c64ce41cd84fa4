import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { render, user } from "../src/platform/db/schema.ts";
import { LEFTOVER_GRACE_MS, sweepLeftovers } from "../src/platform/jobs/sweep-leftovers.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

describe("the sweep of what interrupted uploads and renders leave", () => {
  const temp = useTempFolder("leftovers");
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await database.migrate();
    await database.db.insert(user).values({ id: "u1", name: "Owner", email: "owner@example.com" });
    for (const [id, status] of [
      ["r-done", "done"],
      ["r-queued", "queued"],
      ["r-failed", "failed"],
    ] as const)
      await database.db.insert(render).values({ id, userId: "u1", status, document: renderBundleJson() });
  });
  afterAll(() => database?.close());

  const old = LEFTOVER_GRACE_MS + 60_000;
  /** A file (or, ending in /, a folder) written `ageMs` ago. */
  async function leftover(file: string, ageMs: number) {
    const full = path.join(temp(), file);
    if (file.endsWith("/")) await mkdir(full, { recursive: true });
    else {
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, "x");
    }
    const when = new Date(Date.now() - ageMs);
    await utimes(full, when, when);
  }
  const folders = () => ({ scratchDir: path.join(temp(), "tmp"), rendersDir: path.join(temp(), "renders") });
  const left = async () =>
    [
      ...(await readdir(folders().scratchDir)).map((n) => `tmp/${n}`),
      ...(await readdir(folders().rendersDir)).map((n) => `renders/${n}`),
    ].sort();

  it("on schedule removes old files no upload or unfinished render owns, and keeps finished videos", async () => {
    await leftover("tmp/old-upload", old);
    await leftover("tmp/young-upload", 1000);
    await leftover("renders/r-done.mp4", old);
    await leftover("renders/r-done.poster.jpg", old);
    await leftover("renders/r-done.mp4.77-1.range-0.mp4", old);
    await leftover("renders/r-queued.media/", old);
    await leftover("renders/r-failed.poster.jpg", old);
    await leftover("renders/r-failed.mp4.77-2.list.txt", 1000);
    await leftover("renders/r-deleted.mp4", old);

    await sweepLeftovers(database.db, folders(), { nothingRunning: false });
    expect(await left()).toEqual([
      "renders/r-done.mp4",
      "renders/r-done.poster.jpg",
      "renders/r-failed.mp4.77-2.list.txt",
      "renders/r-queued.media",
      "tmp/young-upload",
    ]);
  });

  it("at start, with nothing running, removes everything but finished videos", async () => {
    await sweepLeftovers(database.db, folders(), { nothingRunning: true });
    expect(await left()).toEqual(["renders/r-done.mp4", "renders/r-done.poster.jpg"]);
  });
});
