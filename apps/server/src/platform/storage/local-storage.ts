import { randomUUID } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import { copyFile, link, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { checkKey, type ByteSpan, type Storage, type StoredFolder } from "./storage.ts";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Files in a folder on this machine (`DATA_DIR/files`), one file per key. */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key));
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Moved when it can be (uploads arrive in DATA_DIR/tmp, on the same disk): a 1 GB video is
    // not copied again. Else copied beside its name and renamed, so a reader sees the old object
    // or the whole new one.
    const moved = await rename(file, target).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "EXDEV") return false;
        throw error;
      },
    );
    if (moved) return;
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await copyFile(file, partial, constants.COPYFILE_FICLONE);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** A hard link where it can (same disk, nothing copied: objects are never changed in place), else a copy. */
  async download(key: string, file: string): Promise<void> {
    const stored = this.pathOf(key);
    await link(stored, file).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EXDEV" && error.code !== "EPERM") throw error;
      await copyFile(stored, file, constants.COPYFILE_FICLONE);
    });
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    const info = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    return info?.isFile() ? { size: info.size } : undefined;
  }

  async read(key: string, span?: ByteSpan) {
    if (!(await this.stat(key))) return undefined;
    return { stream: createReadStream(this.pathOf(key), span) };
  }

  async deletePrefix(prefix: string): Promise<void> {
    // A job may still be writing into the folder (an asset deleted while it is processed): retried.
    await rm(this.pathOf(prefix), { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  }

  async *listFolders(prefix: string): AsyncIterable<StoredFolder> {
    const base = this.pathOf(prefix);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    const newest = new Map<string, Date>();
    for (const entry of entries.filter((e) => e.isFile())) {
      const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
      if (!info) continue; // removed while we looked
      const previous = newest.get(entry.parentPath);
      if (!previous || info.mtime > previous) newest.set(entry.parentPath, info.mtime);
    }
    for (const [folder, lastModified] of newest)
      yield { prefix: `${path.relative(this.root, folder).split(path.sep).join("/")}/`, lastModified };
  }

  async downloadUrl(): Promise<undefined> {
    return undefined;
  }
}
