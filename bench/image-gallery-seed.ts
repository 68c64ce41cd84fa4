/**
 * Many finished generations put straight into a stopped product's data folder, as real ones leave
 * it: rows through the server's own schema (recipe, provider and model, size for the aspect ratio,
 * boards, favourites, variations of earlier images, dates spread over months), and each image's
 * stored original and three WebP thumbnails. The files are hard links to a dozen pictures the
 * offline generator painted (two for each aspect ratio), so 10,000 images take seconds; every
 * image still has its own addresses, so the browser fetches and decodes each tile's picture.
 */
import { randomUUID } from "node:crypto";
import { link, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_ASPECT_RATIOS, type ImageAspectRatio, type ThumbnailSize } from "@framewise/contracts";
import { writeThumbnails } from "../apps/server/src/workspace/assets/inspect/thumbnails.ts";
import { lockDataDir } from "../apps/server/src/platform/db/data-dir-lock.ts";
import { openDatabase } from "../apps/server/src/platform/db/database.ts";
import { generatedImage, imageBoard, imageGeneration } from "../apps/server/src/platform/db/schema.ts";
import { imageKey, imageThumbnailKey } from "../apps/server/src/image-studio/image-gen/image-gen-files.ts";
import { sizeForAspect } from "../apps/server/src/image-studio/image-gen/image-size.ts";
import { seededRandom } from "@framewise/scene";
import { createOfflineGenerator } from "../apps/server/src/image-studio/image-gen/providers/offline-generator.ts";
import { LocalStorage } from "../apps/server/src/platform/storage/local-storage.ts";

type NewGeneration = typeof imageGeneration.$inferInsert;
type NewImage = typeof generatedImage.$inferInsert;

export interface SeededGallery {
  images: number;
  boards: number;
  /** The image the grid shows last (newest first): reaching its tile means every page was loaded. */
  oldestImageId: string;
  seconds: number;
}

const PICTURES_PER_RATIO = 2;
const BATCH = 500;
const SPREAD_DAYS = 270;
const BOARDS = ["Client work", "Moodboard", "Posters", "Archive"];
/** Providers and models as a mixed self-hosted setup records them, with how often each is used. */
const PROVIDERS: [provider: string, model: string, weight: number][] = [
  ["openai", "gpt-image-1", 4],
  ["comfyui", "flux1-dev", 2],
  ["automatic1111", "sd_xl_base_1.0", 1.5],
  ["fal", "fal-ai/flux/schnell", 1],
  ["offline", "offline-preview", 1.5],
];
const RATIOS: [ImageAspectRatio, number][] = [
  ["1:1", 4],
  ["16:9", 2],
  ["9:16", 1.5],
  ["4:5", 1],
  ["3:2", 1],
  ["2:3", 0.5],
];
const SUBJECTS = ["A lighthouse on a cliff", "A fox in a snowy forest", "A bowl of ramen", "A neon city street", "An old map of an island"];
const PLACES = ["at dawn", "in the rain", "under a full moon", "on a summer afternoon", "seen from above"];
const STYLES = ["oil painting", "35mm photo", "watercolour", "isometric 3D render", "flat vector poster"];

function weighted<T>(random: () => number, choices: [T, number][]): T {
  let left = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
  return choices.at(-1)![0];
}

type StoredName = "original" | ThumbnailSize;
interface Picture {
  files: Record<StoredName, string>;
  sizeBytes: number;
}

/** Paints the sample pictures with the product's offline generator and writes their thumbnails as storing one does. */
async function paintPictures(folder: string): Promise<Map<ImageAspectRatio, Picture[]>> {
  const generator = createOfflineGenerator();
  const run = { signal: new AbortController().signal, progress: () => undefined };
  const pictures = new Map<ImageAspectRatio, Picture[]>();
  for (const ratio of IMAGE_ASPECT_RATIOS) {
    const { width, height } = sizeForAspect(ratio);
    const made = await generator.generate(
      {
        prompt: `Gallery sample ${ratio}`,
        negativePrompt: undefined,
        width,
        height,
        count: PICTURES_PER_RATIO,
        seed: 7,
        references: [],
        params: {},
      },
      run,
    );
    pictures.set(
      ratio,
      await Promise.all(
        made.map(async ({ bytes }, index) => {
          const pictureFolder = path.join(folder, `${ratio.replace(":", "x")}-${index}`);
          await mkdir(pictureFolder, { recursive: true });
          const original = path.join(pictureFolder, "original");
          await writeFile(original, bytes);
          const thumbnails = await writeThumbnails(sharp(bytes), pictureFolder);
          return { files: { original, ...thumbnails }, sizeBytes: bytes.byteLength };
        }),
      ),
    );
  }
  return pictures;
}

/** The rows of `count` generations of one image each, oldest first, their dates spread over months. */
function galleryRows(userId: string, count: number, boardIds: string[], pictures: Map<ImageAspectRatio, Picture[]>) {
  // Seeded, so every run seeds the same gallery (ids and dates aside).
  const random = seededRandom(19);
  const now = Date.now();
  const times = Array.from({ length: count }, () => now - random() * SPREAD_DAYS * 86_400_000).sort((a, b) => a - b);
  const rows: { generation: NewGeneration; image: NewImage; picture: Picture }[] = [];
  for (const [index, time] of times.entries()) {
    const [provider, model] = weighted(
      random,
      PROVIDERS.map(([provider, model, weight]) => [[provider, model], weight] as [[string, string], number]),
    );
    const ratio = weighted(random, RATIOS);
    const { width, height } = sizeForAspect(ratio);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const prompt = `${pick(SUBJECTS)} ${pick(PLACES)}, ${pick(STYLES)}`;
    const seed = Math.floor(random() * 2 ** 32);
    const createdAt = new Date(time);
    const finishedAt = new Date(time + 4_000 + random() * 20_000);
    // A variation's parent is an image of an earlier batch, so it is stored before its child.
    const batchStart = index - (index % BATCH);
    const parent = batchStart > 0 && random() < 0.1 ? rows[Math.floor(random() * batchStart)]!.image.id : undefined;
    const boardId = random() < 0.2 ? pick(boardIds) : null;
    const isPublic = random() < 0.03;
    const picture = pick(pictures.get(ratio)!);
    const generationId = randomUUID();
    rows.push({
      picture,
      generation: {
        id: generationId,
        userId,
        kind: parent ? "variation" : "generate",
        status: "succeeded",
        prompt,
        negativePrompt: random() < 0.3 ? "blurry, low quality, watermark" : null,
        aspectRatio: ratio,
        width,
        height,
        count: 1,
        seed,
        provider,
        model,
        parentImageId: parent ?? null,
        boardId,
        progress: 1,
        createdAt,
        startedAt: new Date(time + 300),
        finishedAt,
      },
      image: {
        id: randomUUID(),
        generationId,
        userId,
        position: 0,
        width,
        height,
        mimeType: "image/png",
        sizeBytes: picture.sizeBytes,
        seed,
        boardId,
        favourite: random() < 0.08,
        public: isPublic,
        publishedAt: isPublic ? finishedAt : null,
        offlinePreview: provider === "offline",
        createdAt: finishedAt,
      },
    });
  }
  return rows;
}

/** Each stored object a hard link to its sample, handed to the product's own storage (which moves it into place). */
async function storeFiles(storage: LocalStorage, spare: string, userId: string, imageId: string, picture: Picture) {
  for (const [name, file] of Object.entries(picture.files) as [StoredName, string][]) {
    const key = name === "original" ? imageKey(userId, imageId) : imageThumbnailKey(userId, imageId, name);
    const linked = path.join(spare, `${imageId}-${name}`);
    await link(file, linked);
    await storage.putFile(key, linked);
  }
}

/** Seeds `count` one-image generations for `userId` into the data folder of a stopped product (or its PostgreSQL database). */
export async function seedGallery(options: {
  dataDir: string;
  databaseUrl?: string;
  userId: string;
  count: number;
}): Promise<SeededGallery> {
  const started = performance.now();
  const { dataDir, userId, count } = options;
  const work = await mkdtemp(path.join(dataDir, "bench-seed-"));
  const lock = options.databaseUrl ? undefined : await lockDataDir(dataDir);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  try {
    const pictures = await paintPictures(path.join(work, "pictures"));
    const boards = BOARDS.map((name) => ({ id: randomUUID(), userId, name }));
    await database.db.insert(imageBoard).values(boards);
    const rows = galleryRows(
      userId,
      count,
      boards.map((board) => board.id),
      pictures,
    );
    const storage = new LocalStorage(path.join(dataDir, "files"));
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await database.db.insert(imageGeneration).values(batch.map((row) => row.generation));
      await database.db.insert(generatedImage).values(batch.map((row) => row.image));
      await Promise.all(batch.map((row) => storeFiles(storage, work, userId, row.image.id, row.picture)));
    }
    const oldest = rows.reduce((first, row) => (row.image.createdAt! < first.image.createdAt! ? row : first));
    return {
      images: rows.length,
      boards: boards.length,
      oldestImageId: oldest.image.id,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await database.close();
    await lock?.release();
    await rm(work, { recursive: true, force: true });
  }
}
