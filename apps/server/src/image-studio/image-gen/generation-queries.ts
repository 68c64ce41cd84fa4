import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { ImageGenerationStatus } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { generatedImage, imageGeneration, imageVibe } from "../../platform/db/schema.ts";
import { giveBackQuota } from "../../workspace/quota/give-back-quota.ts";
import { quotaRef } from "../../workspace/quota/quota-owner.ts";

export type GenerationRow = typeof imageGeneration.$inferSelect;
export type NewGeneration = typeof imageGeneration.$inferInsert;
export type GenerationChanges = Partial<Pick<GenerationRow, "progress" | "step" | "error" | "providerJobId" | "params">>;

/** Waiting or running: it can still change, be canceled, and make images. */
const ACTIVE: ImageGenerationStatus[] = ["queued", "running"];
const isActive = (id: string) => and(eq(imageGeneration.id, id), inArray(imageGeneration.status, ACTIVE));

export async function insertGeneration(db: Db, values: NewGeneration): Promise<GenerationRow> {
  const [row] = await db.insert(imageGeneration).values(values).returning();
  return row!;
}

export async function findGeneration(db: Db, id: string): Promise<GenerationRow | undefined> {
  const [row] = await db.select().from(imageGeneration).where(eq(imageGeneration.id, id));
  return row;
}

/** The person's queued and running generations, newest first. */
export const findActiveGenerations = (db: Db, userId: string) =>
  db
    .select()
    .from(imageGeneration)
    .where(and(eq(imageGeneration.userId, userId), inArray(imageGeneration.status, ACTIVE)))
    .orderBy(desc(imageGeneration.createdAt))
    .limit(100);

/**
 * Marks it running, from queued (or running, when a crashed attempt is retried), in one
 * statement: a cancel that lands first is never overwritten. Undefined when it is no longer active.
 */
export async function claimGeneration(db: Db, id: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .update(imageGeneration)
    .set({ status: "running", startedAt: new Date(), progress: 0, step: null, error: null })
    .where(isActive(id))
    .returning();
  return row;
}

/** Puts a running generation back to waiting (its job goes back to the queue); undefined when it is no longer running. */
export async function requeueGeneration(db: Db, id: string, step: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .update(imageGeneration)
    .set({ status: "queued", progress: null, step })
    .where(and(eq(imageGeneration.id, id), eq(imageGeneration.status, "running")))
    .returning();
  return row;
}

/** Generations marked running, whoever runs them (at start, some may have been lost with a stopped process). */
export const findRunningGenerations = (db: Db) => db.select().from(imageGeneration).where(eq(imageGeneration.status, "running"));

/** Saves progress while it is still active; undefined once it was canceled or finished (a cancel always wins). */
export async function updateActiveGeneration(db: Db, id: string, changes: GenerationChanges): Promise<GenerationRow | undefined> {
  const [row] = await db.update(imageGeneration).set(changes).where(isActive(id)).returning();
  return row;
}

/**
 * Ends an active generation (succeeded, failed or canceled). One that ends without having made an
 * image is given back to its owner's monthly quota, in the same transaction (and the ledger gives
 * back each reference once).
 * Undefined when it had already ended.
 */
export async function finishGeneration(
  db: Db,
  id: string,
  status: "succeeded" | "failed" | "canceled",
  changes: GenerationChanges = {},
): Promise<GenerationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(imageGeneration)
      .set({ ...changes, status, finishedAt: new Date(), ...(status === "succeeded" ? { progress: 1 } : {}) })
      .where(isActive(id))
      .returning();
    if (!row || status === "succeeded") return row;
    const [made] = await tx.select({ images: count() }).from(generatedImage).where(eq(generatedImage.generationId, id));
    if (!made?.images) await giveBackQuota(tx, quotaRef.generation(id));
    return row;
  });
}

/** The name of the vibe `id`, for a recipe. */
export async function findVibeName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: imageVibe.name }).from(imageVibe).where(eq(imageVibe.id, id));
  return row?.name ?? null;
}
