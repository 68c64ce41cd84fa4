import { statfs } from "node:fs/promises";
import path from "node:path";
import { DomainError, hasErrorCode } from "../../kernel/errors.ts";

/** Node's codes for a full disk or disk quota, and PostgreSQL's `disk_full` (SQLSTATE 53100). */
const NO_SPACE_CODES = new Set(["ENOSPC", "EDQUOT", "53100"]);

/** A write failed because the disk (or the user's disk quota) is full: a file's, or a query's. */
export const isNoSpace = (error: unknown) => hasErrorCode(error, NO_SPACE_CODES);

export const NO_SPACE_MESSAGE = "The server has no space left on its disk. Try again later, or tell whoever runs it.";

/** 507 for a write the full disk refused; anything else goes on as it was. */
export function asInsufficientStorage(error: unknown): never {
  if (isNoSpace(error)) throw new DomainError("insufficient_storage", "insufficient_storage", NO_SPACE_MESSAGE);
  throw error;
}

/** Bytes an unprivileged process may still write in `folder` (or, before it exists, in its nearest parent). */
export async function freeBytes(folder: string): Promise<number> {
  let at = path.resolve(folder);
  for (;;) {
    try {
      const stats = await statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === at) throw error;
      at = parent;
    }
  }
}

export class NoDiskSpaceError extends Error {
  override name = "NoDiskSpaceError";
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/** Refuses to go on when the data folder's disk has less than `minBytes` free, naming the folder. */
export async function requireDiskSpace(dataDir: string, minBytes: number): Promise<void> {
  const free = await freeBytes(dataDir);
  if (free < minBytes)
    throw new NoDiskSpaceError(
      `No space left for the data folder ${path.resolve(dataDir)}: ${megabytes(free)} free, at least ${megabytes(minBytes)} needed (MIN_FREE_DISK_MB). Free some space on that disk, or point DATA_DIR at a larger one.`,
    );
}
