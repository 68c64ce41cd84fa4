import type { StorageConfig } from "../config/config.ts";
import { LocalStorage } from "./local-storage.ts";
import type { Storage } from "./storage.ts";

/**
 * The storage the configuration names: an S3-compatible bucket when one is set, else a local
 * folder. The AWS SDK loads only for a bucket: a local server starts without its modules.
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind !== "s3") return new LocalStorage(config.folder);
  const { S3Storage } = await import("./s3-storage.ts");
  return new S3Storage(config);
}
