import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Framewise process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = "DataDirInUseError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Embedded PostgreSQL allows one process per data folder; a second one would corrupt it
 * silently. A lock file holding our pid refuses a second start; a stale one (its process gone,
 * after a crash) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const file = path.resolve(dataDir, "framewise.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx" });
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number((await readFile(file, "utf8").catch(() => "")).trim());
      if (owner && owner !== process.pid && isRunning(owner)) throw new DataDirInUseError(path.resolve(dataDir), owner);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}
