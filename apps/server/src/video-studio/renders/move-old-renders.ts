import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { renderKeys } from "./render-files.ts";
import { findDoneRenderOwners } from "./render-queries.ts";

const OLD_FILE = /^([0-9a-f-]{36})\.(mp4|poster\.jpg)$/;

/**
 * Versions before renders went to storage kept finished videos and posters in `DATA_DIR/renders`
 * (`<id>.mp4`, `<id>.poster.jpg`). At start each one of a finished render moves into storage,
 * once (then it is gone from the folder); one that fails to move stays for the next start.
 * Files of other renders are the leftover sweep's. Answers how many files moved.
 */
export async function moveOldRenders(deps: { db: Db; storage: Storage; rendersDir: string; log: FastifyBaseLogger }): Promise<number> {
  const found = (await readdir(deps.rendersDir).catch(() => [] as string[])).flatMap((name) => {
    const match = OLD_FILE.exec(name);
    return match ? [{ name, renderId: match[1]!, kind: match[2] === "mp4" ? ("video" as const) : ("poster" as const) }] : [];
  });
  if (!found.length) return 0;
  const owners = await findDoneRenderOwners(deps.db, [...new Set(found.map((file) => file.renderId))]);
  let moved = 0;
  for (const file of found) {
    const userId = owners.get(file.renderId);
    if (!userId) continue;
    const local = path.join(deps.rendersDir, file.name);
    try {
      await deps.storage.putFile(renderKeys(userId, file.renderId)[file.kind], local, file.kind === "video" ? "video/mp4" : "image/jpeg");
      await rm(local, { force: true });
      moved++;
    } catch (error) {
      deps.log.warn({ err: error, file: local }, "Could not move a finished render into storage; trying again at the next start");
    }
  }
  if (moved) deps.log.info({ moved }, "Moved finished renders from DATA_DIR/renders into storage");
  return moved;
}
