import type { StorageConfig } from "../config/config.ts";
import { LocalStorage } from "./local-storage.ts";
import { S3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** The storage the configuration names: an S3-compatible bucket when one is set, else a local folder. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === "s3" ? new S3Storage(config) : new LocalStorage(config.folder);
}
