import { createHash, randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageAspectRatio } from "@framewise/contracts";
import type { Storage } from "../../../platform/storage/storage.ts";
import { IMAGE_GEN_PREFIX } from "../image-gen-files.ts";
import { sizeForAspect } from "../image-size.ts";
import { createOfflineGenerator } from "../providers/offline-generator.ts";
import { readStored } from "../store-image.ts";

/** What a sample picture is painted from. */
export interface SampleRecipe {
  prompt: string;
  aspectRatio: ImageAspectRatio;
  seed: number;
}

/** Objects shared by everyone (starter vibes' and the wall's pictures), apart from any user's folder. */
export const SHARED_PREFIX = `${IMAGE_GEN_PREFIX}shared/`;

/**
 * Where the sample for a recipe lives: named by what it is painted from, so the same recipe is
 * painted once for every vibe or inspiration that shows it, and a changed one gets a new picture.
 */
export function sampleKey(recipe: SampleRecipe): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([recipe.prompt, recipe.aspectRatio, recipe.seed]))
    .digest("hex");
  return `${SHARED_PREFIX}samples/${hash.slice(0, 32)}.png`;
}

/** A seed that follows from text, so a vibe's sample stays the same picture until its fragment changes. */
export const seedFromText = (text: string) => createHash("sha256").update(text).digest().readUInt32BE(0);

const offline = createOfflineGenerator();
/** Paintings under way, so simultaneous first requests for one sample paint it once. */
const painting = new Map<string, Promise<void>>();

/**
 * The sample picture for a recipe, painted by the offline preview generator at half the
 * generation size the first time it is asked for and kept in storage from then on.
 */
export async function ensureSample(storage: Storage, workDir: string, recipe: SampleRecipe): Promise<string> {
  const key = sampleKey(recipe);
  if (await storage.stat(key)) return key;
  let paint = painting.get(key);
  if (!paint) {
    paint = paintSample(storage, workDir, key, recipe).finally(() => painting.delete(key));
    painting.set(key, paint);
  }
  await paint;
  return key;
}

async function paintSample(storage: Storage, workDir: string, key: string, recipe: SampleRecipe): Promise<void> {
  const full = sizeForAspect(recipe.aspectRatio);
  const [picture] = await offline.generate(
    {
      prompt: recipe.prompt,
      negativePrompt: undefined,
      width: full.width / 2,
      height: full.height / 2,
      count: 1,
      seed: recipe.seed,
      references: [],
      params: {},
    },
    { signal: new AbortController().signal, progress: () => {} },
  );
  await putBytes(storage, workDir, key, picture!.bytes, "image/png");
}

/** Stores bytes under `key` (Storage takes files). */
export async function putBytes(storage: Storage, workDir: string, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const folder = path.join(workDir, `sample-${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  try {
    const file = path.join(folder, "object");
    await writeFile(file, bytes);
    await storage.putFile(key, file, contentType);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Copies a stored object to another key; false when the source is gone. */
export async function copyStored(storage: Storage, workDir: string, from: string, to: string, contentType: string): Promise<boolean> {
  const bytes = await readStored(storage, from);
  if (!bytes) return false;
  await putBytes(storage, workDir, to, bytes, contentType);
  return true;
}

/** The content type of a stored picture, from its key's extension. */
export const pictureType = (key: string) => (key.endsWith(".webp") ? "image/webp" : key.endsWith(".jpg") ? "image/jpeg" : "image/png");
