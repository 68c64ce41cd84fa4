import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { imageFolder } from "./image-gen-files.ts";
import { deleteImageRows } from "./image-queries.ts";

/** Deletes the person's images among `ids`, and their files (ids not theirs are skipped); answers how many went. */
export async function deleteImages(db: Db, storage: Storage, userId: string, ids: string[]): Promise<number> {
  const deleted = await deleteImageRows(db, userId, ids);
  // Rows first: a file left by a failed delete is unreachable, never a row without its file.
  for (const image of deleted) await storage.deletePrefix(imageFolder(image.userId, image.id));
  return deleted.length;
}
