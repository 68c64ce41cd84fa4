import { lstat, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Db } from "../db/database.ts";
import { findRenderStatuses } from "./job-queries.ts";

/** Files younger than this may belong to an upload or a render of another process. */
export const LEFTOVER_GRACE_MS = 60 * 60 * 1000;
export const LEFTOVER_SWEEP_QUEUE = "leftover-sweep";
/** Hourly, off the hour and away from the asset sweep. */
const SWEEP_SCHEDULE = "47 * * * *";

export interface LeftoverFolders {
  /** DATA_DIR/tmp: uploads being received, assets being processed. */
  scratchDir: string;
  /**
   * DATA_DIR/renders: the scratch files of renders under way (finished ones go to storage), and
   * finished videos and posters of an older version that `moveOldRenders` could not move yet.
   */
  rendersDir: string;
}

const entriesOf = async (folder: string) =>
  (await readdir(folder).catch(() => [] as string[])).map((name) => ({ name, file: path.join(folder, name) }));

/**
 * Removes what a killed process left behind: partial uploads and scratch files, and render
 * files (range segments, media caches, half-written videos and posters) of renders that are
 * not done. A finished render's video and poster (an older version's, not yet in storage) stay. With `nothingRunning` (at start,
 * when this process alone uses the folder) everything else goes; otherwise only files older
 * than the grace period, and never those of a render still queued or running. Answers the
 * paths removed.
 */
export async function sweepLeftovers(
  db: Db,
  folders: LeftoverFolders,
  options: { nothingRunning: boolean; now?: number; graceMs?: number },
): Promise<string[]> {
  const { nothingRunning, now = Date.now(), graceMs = LEFTOVER_GRACE_MS } = options;
  const old = async (file: string) => nothingRunning || now - (await lstat(file)).mtimeMs >= graceMs;
  const removed: string[] = [];
  const remove = async (file: string) => {
    await rm(file, { recursive: true, force: true });
    removed.push(file);
  };

  for (const entry of await entriesOf(folders.scratchDir)) if (await old(entry.file)) await remove(entry.file);

  const renderEntries = (await entriesOf(folders.rendersDir)).map((entry) => ({ ...entry, renderId: entry.name.split(".")[0] ?? "" }));
  const statuses = await findRenderStatuses(db, [...new Set(renderEntries.map((entry) => entry.renderId))]);
  for (const entry of renderEntries) {
    const status = statuses.get(entry.renderId);
    const finished = status === "done" && (entry.name === `${entry.renderId}.mp4` || entry.name === `${entry.renderId}.poster.jpg`);
    const underWay = !nothingRunning && (status === "queued" || status === "rendering");
    if (!finished && !underWay && (await old(entry.file))) await remove(entry.file);
  }
  return removed;
}

/** Sweeps once now (before any render or upload starts) and then every hour. */
export async function startLeftoverSweeps(deps: {
  db: Db;
  jobs: PgBoss;
  folders: LeftoverFolders;
  exclusive: boolean;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, jobs, folders, log } = deps;
  const report = (removed: string[]) => {
    if (removed.length) log.info({ removed }, "Removed files left by an interrupted upload or render");
  };
  report(await sweepLeftovers(db, folders, { nothingRunning: deps.exclusive }));
  await jobs.createQueue(LEFTOVER_SWEEP_QUEUE);
  await jobs.schedule(LEFTOVER_SWEEP_QUEUE, SWEEP_SCHEDULE);
  await jobs.work(LEFTOVER_SWEEP_QUEUE, async () => report(await sweepLeftovers(db, folders, { nothingRunning: false })));
}
