import type { ImageAspectRatio } from "@framewise/contracts";
import type { Storage } from "../../../platform/storage/storage.ts";
import { ensureSample } from "../vibes/sample-pictures.ts";
import type { InspirationRow } from "./inspiration-queries.ts";

/** The storage key of an inspiration's picture: the one stored for it, else its recipe painted by the offline generator. */
export async function inspirationPicture(storage: Storage, workDir: string, row: InspirationRow): Promise<string> {
  if (await storage.stat(row.imageKey)) return row.imageKey;
  return ensureSample(storage, workDir, { prompt: row.prompt, aspectRatio: row.aspectRatio as ImageAspectRatio, seed: row.seed });
}
