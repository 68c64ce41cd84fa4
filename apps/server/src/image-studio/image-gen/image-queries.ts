import { and, asc, desc, eq, exists, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { generatedImage, imageGeneration, imageLike, imageVibe } from "../../platform/db/schema.ts";

export type ImageRow = typeof generatedImage.$inferSelect;
export type NewImage = typeof generatedImage.$inferInsert;

/** An image with what its answers need: the generation behind it (its recipe), the vibe's name, whether the viewer liked it. */
export interface ImageWithRecipe {
  image: ImageRow;
  generation: typeof imageGeneration.$inferSelect;
  vibeName: string | null;
  liked: boolean;
}

/** Someone may see an image: their own, or a public one. */
export const visibleTo = (viewerId: string) => or(eq(generatedImage.userId, viewerId), eq(generatedImage.public, true))!;

/** Images with their recipes, as answers show them, for `viewerId`. */
export function selectImages(db: Db, viewerId: string) {
  return db
    .select({
      image: generatedImage,
      generation: imageGeneration,
      vibeName: imageVibe.name,
      liked: exists(
        db
          .select({ one: sql`1` })
          .from(imageLike)
          .where(and(eq(imageLike.imageId, generatedImage.id), eq(imageLike.userId, viewerId))),
      ).mapWith(Boolean),
    })
    .from(generatedImage)
    .innerJoin(imageGeneration, eq(imageGeneration.id, generatedImage.generationId))
    .leftJoin(imageVibe, eq(imageVibe.id, imageGeneration.vibeId))
    .$dynamic();
}

export async function findImageWithRecipe(db: Db, viewerId: string, id: string): Promise<ImageWithRecipe | undefined> {
  const [row] = await selectImages(db, viewerId).where(eq(generatedImage.id, id));
  return row;
}

/** The images of these generations, in their order. */
export const findGenerationImages = (db: Db, viewerId: string, generationIds: string[]) =>
  generationIds.length
    ? selectImages(db, viewerId).where(inArray(generatedImage.generationId, generationIds)).orderBy(asc(generatedImage.position))
    : Promise.resolve([] as ImageWithRecipe[]);

export interface ImageFilters {
  q?: string;
  provider?: string;
  vibeId?: string;
  aspectRatio?: string;
  favourite?: boolean;
  public?: boolean;
  boardId?: string;
  from?: Date;
  to?: Date;
  sort: "newest" | "oldest";
  /** The last image of the page before. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** A page of the person's own images, filtered, sorted by date (keyset: stays fast ten thousand images in). */
export function listUserImages(db: Db, userId: string, filters: ImageFilters): Promise<ImageWithRecipe[]> {
  const conditions: (SQL | undefined)[] = [
    eq(generatedImage.userId, userId),
    filters.q ? sql`to_tsvector('simple', ${imageGeneration.prompt}) @@ plainto_tsquery('simple', ${filters.q})` : undefined,
    filters.provider ? eq(imageGeneration.provider, filters.provider) : undefined,
    filters.vibeId ? eq(imageGeneration.vibeId, filters.vibeId) : undefined,
    filters.aspectRatio ? eq(imageGeneration.aspectRatio, filters.aspectRatio) : undefined,
    filters.favourite === undefined ? undefined : eq(generatedImage.favourite, filters.favourite),
    filters.public === undefined ? undefined : eq(generatedImage.public, filters.public),
    filters.boardId ? eq(generatedImage.boardId, filters.boardId) : undefined,
    filters.from ? gte(generatedImage.createdAt, filters.from) : undefined,
    filters.to ? lte(generatedImage.createdAt, filters.to) : undefined,
  ];
  const newest = filters.sort === "newest";
  if (filters.after) {
    const { createdAt, id } = filters.after;
    conditions.push(
      newest
        ? sql`(${generatedImage.createdAt}, ${generatedImage.id}) < (${createdAt.toISOString()}::timestamptz, ${id})`
        : sql`(${generatedImage.createdAt}, ${generatedImage.id}) > (${createdAt.toISOString()}::timestamptz, ${id})`,
    );
  }
  const order = newest ? desc : asc;
  return selectImages(db, userId)
    .where(and(...conditions))
    .orderBy(order(generatedImage.createdAt), order(generatedImage.id))
    .limit(filters.limit);
}

export interface LineageRow {
  id: string;
  userId: string;
  public: boolean;
  kind: (typeof imageGeneration.$inferSelect)["kind"];
  parentImageId: string | null;
}

const lineageColumns = {
  id: generatedImage.id,
  userId: generatedImage.userId,
  public: generatedImage.public,
  kind: imageGeneration.kind,
  parentImageId: imageGeneration.parentImageId,
};

/** The image `id` as a link in a lineage: how it was made and from what. */
export async function findLineageRow(db: Db, id: string): Promise<LineageRow | undefined> {
  const [row] = await db
    .select(lineageColumns)
    .from(generatedImage)
    .innerJoin(imageGeneration, eq(imageGeneration.id, generatedImage.generationId))
    .where(eq(generatedImage.id, id));
  return row;
}

/** Images made from `id` (variations, upscales, edits, remixes) that `viewerId` may see, newest first. */
export const findChildren = (db: Db, viewerId: string, id: string) =>
  db
    .select(lineageColumns)
    .from(generatedImage)
    .innerJoin(imageGeneration, eq(imageGeneration.id, generatedImage.generationId))
    .where(and(eq(imageGeneration.parentImageId, id), visibleTo(viewerId)))
    .orderBy(desc(generatedImage.createdAt))
    .limit(200);

export async function insertImage(db: Db, values: NewImage): Promise<ImageRow> {
  const [row] = await db.insert(generatedImage).values(values).returning();
  return row!;
}

export type ImageChanges = Partial<Pick<ImageRow, "favourite" | "public" | "boardId" | "assetId">>;

/** Changes the owner's image; making it public stamps when (trending ranks by it). */
export async function updateImage(db: Db, userId: string, id: string, changes: ImageChanges): Promise<ImageRow | undefined> {
  const published = changes.public === undefined ? {} : { publishedAt: changes.public ? new Date() : null };
  const [row] = await db
    .update(generatedImage)
    .set({ ...changes, ...published })
    .where(and(eq(generatedImage.id, id), eq(generatedImage.userId, userId)))
    .returning();
  return row;
}

/** Moves the owner's images among `ids` to a board (or none); answers how many moved. */
export async function moveImages(db: Db, userId: string, ids: string[], boardId: string | null): Promise<number> {
  const rows = await db
    .update(generatedImage)
    .set({ boardId })
    .where(and(eq(generatedImage.userId, userId), inArray(generatedImage.id, ids)))
    .returning({ id: generatedImage.id });
  return rows.length;
}

/** Deletes the owner's images among `ids`; answers the rows deleted (their files go next). */
export const deleteImageRows = (db: Db, userId: string, ids: string[]) =>
  db
    .delete(generatedImage)
    .where(and(eq(generatedImage.userId, userId), inArray(generatedImage.id, ids)))
    .returning({ id: generatedImage.id, userId: generatedImage.userId });

/** Counts a remix of `id`. */
export async function countRemix(db: Db, id: string): Promise<void> {
  await db
    .update(generatedImage)
    .set({ remixes: sql`${generatedImage.remixes} + 1` })
    .where(eq(generatedImage.id, id));
}

/** The person's images among `ids` with their prompts (for file names), newest first. */
export const findOwnedImagesWithPrompts = (db: Db, userId: string, ids: string[]) =>
  db
    .select({ image: generatedImage, prompt: imageGeneration.prompt })
    .from(generatedImage)
    .innerJoin(imageGeneration, eq(imageGeneration.id, generatedImage.generationId))
    .where(and(eq(generatedImage.userId, userId), inArray(generatedImage.id, ids)))
    .orderBy(desc(generatedImage.createdAt));

export async function findImageRow(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(generatedImage).where(eq(generatedImage.id, id));
  return row;
}

/** The images a generation has made so far, in order (their ids go in its events). */
export const findGenerationImageIds = async (db: Db, generationId: string) =>
  (
    await db
      .select({ id: generatedImage.id })
      .from(generatedImage)
      .where(eq(generatedImage.generationId, generationId))
      .orderBy(asc(generatedImage.position))
  ).map((row) => row.id);

/** Deletes a generation's images (what an interrupted attempt left); answers them, for their files. */
export const deleteGenerationImages = (db: Db, generationId: string) =>
  db
    .delete(generatedImage)
    .where(eq(generatedImage.generationId, generationId))
    .returning({ id: generatedImage.id, userId: generatedImage.userId });
