import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipPassThrough } from "fflate";
import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { formatOf, imageFileName } from "./image-file-name.ts";
import { imageKey } from "./image-gen-files.ts";
import { findOwnedImagesWithPrompts } from "./image-queries.ts";

/**
 * The person's images among `ids` as one zip, streamed as it is written (a few pictures' worth
 * of memory however many there are), each named from its prompt. Stored, not compressed: PNG,
 * JPEG and WebP are compressed already. Ids not theirs are skipped.
 */
export async function zipImages(db: Db, storage: Storage, userId: string, ids: string[]): Promise<Readable> {
  const images = await findOwnedImagesWithPrompts(db, userId, ids);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    for (const { image, prompt } of images) {
      const object = await storage.read(imageKey(image.userId, image.id));
      if (!object) continue;
      const entry = new ZipPassThrough(imageFileName(prompt, image.id, formatOf(image.mimeType)));
      zip.add(entry);
      for await (const chunk of object.stream) {
        entry.push(chunk as Uint8Array);
        // The reader sets the pace.
        if (out.writableNeedDrain) await once(out, "drain");
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
