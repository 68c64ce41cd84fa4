import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { writeThumbnails } from "../../workspace/assets/inspect/thumbnails.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { imageKey, imageThumbnailKey } from "./image-gen-files.ts";
import { ImageProviderError } from "./providers/image-provider.ts";

const MIME_TYPES: Record<string, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

export interface StoredPicture {
  width: number;
  height: number;
  mimeType: string;
  sizeBytes: number;
}

/**
 * Stores a picture a provider answered, and its three WebP thumbnails, under the image's folder.
 * Bytes that are not a PNG, JPEG or WebP picture are the provider's fault, and said so.
 */
export async function storeImage(
  storage: Storage,
  workDir: string,
  owner: { userId: string; imageId: string },
  bytes: Uint8Array,
): Promise<StoredPicture> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const mimeType = metadata?.format ? MIME_TYPES[metadata.format] : undefined;
  if (!metadata?.width || !metadata.height || !mimeType) throw new ImageProviderError("bad_answer");
  const folder = path.join(workDir, `image-${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  try {
    const original = path.join(folder, "original");
    await writeFile(original, bytes);
    const thumbnails = await writeThumbnails(sharp(bytes), folder);
    // Thumbnails first: a stored original always has its thumbnails.
    for (const [size, file] of Object.entries(thumbnails))
      await storage.putFile(imageThumbnailKey(owner.userId, owner.imageId, size as keyof typeof thumbnails), file, "image/webp");
    await storage.putFile(imageKey(owner.userId, owner.imageId), original, mimeType);
    return { width: metadata.width, height: metadata.height, mimeType, sizeBytes: bytes.byteLength };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A stored object's bytes (a parent image, a reference), or undefined when it is gone. */
export async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  const object = await storage.read(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
