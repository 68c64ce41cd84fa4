import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { WebhookDeliveryStatus } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { client, render, webhookDelivery } from "../../platform/db/schema.ts";

export type WebhookDeliveryRow = typeof webhookDelivery.$inferSelect;
export type NewWebhookDelivery = typeof webhookDelivery.$inferInsert;

/** Stores a message; undefined when one with its id exists already (a render's finish is announced once). */
export async function insertDelivery(db: Db, values: NewWebhookDelivery): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db.insert(webhookDelivery).values(values).onConflictDoNothing().returning();
  return row;
}

/** The delivery `id` of the client `clientId` (undefined for another client's: one 404). */
export async function findClientDelivery(db: Db, clientId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.clientId, clientId)))
    .limit(1);
  return row;
}

/** A delivery with its client's signing secret, for a try. */
export async function findDeliveryToSend(db: Db, id: string): Promise<(WebhookDeliveryRow & { secret: string }) | undefined> {
  const [row] = await db
    .select({ delivery: webhookDelivery, secret: client.webhookSecret })
    .from(webhookDelivery)
    .innerJoin(client, eq(client.id, webhookDelivery.clientId))
    .where(eq(webhookDelivery.id, id))
    .limit(1);
  return row && { ...row.delivery, secret: row.secret };
}

export interface DeliveryFilters {
  status?: WebhookDeliveryStatus;
  /** The last delivery of the page before. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** A page of the client's deliveries, newest first (keyset over the client's index). */
export function listClientDeliveries(db: Db, clientId: string, filters: DeliveryFilters): Promise<WebhookDeliveryRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(webhookDelivery.clientId, clientId),
    filters.status ? eq(webhookDelivery.status, filters.status) : undefined,
    filters.after
      ? sql`(${webhookDelivery.createdAt}, ${webhookDelivery.id}) < (${filters.after.createdAt.toISOString()}::timestamptz, ${filters.after.id})`
      : undefined,
  ];
  return db
    .select()
    .from(webhookDelivery)
    .where(and(...conditions))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(filters.limit);
}

export interface AttemptRecord {
  status: WebhookDeliveryStatus;
  responseStatus: number | null;
  responseExcerpt: string;
  at: Date;
}

/** Counts a try and what came of it. */
export async function recordAttempt(db: Db, id: string, attempt: AttemptRecord): Promise<void> {
  await db
    .update(webhookDelivery)
    .set({
      status: attempt.status,
      attempts: sql`${webhookDelivery.attempts} + 1`,
      responseStatus: attempt.responseStatus,
      responseExcerpt: attempt.responseExcerpt,
      lastAttemptAt: attempt.at,
    })
    .where(eq(webhookDelivery.id, id));
}

/** Puts a finished delivery back to pending for a new cycle of tries; undefined while it is still pending (or gone). */
export async function reopenDelivery(db: Db, clientId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDelivery)
    .set({ status: "pending" })
    .where(
      and(eq(webhookDelivery.id, id), eq(webhookDelivery.clientId, clientId), inArray(webhookDelivery.status, ["delivered", "failed"])),
    )
    .returning();
  return row;
}

export async function deleteDelivery(db: Db, id: string): Promise<void> {
  await db.delete(webhookDelivery).where(eq(webhookDelivery.id, id));
}

/** A finished render of a client's account (decision 0013), with the client; undefined for a person's render or one still under way. */
export async function findFinishedClientRender(db: Db, renderId: string) {
  const [row] = await db
    .select({ clientId: client.id, render })
    .from(render)
    .innerJoin(client, eq(client.accountUserId, render.userId))
    .where(and(eq(render.id, renderId), inArray(render.status, ["done", "failed", "cancelled"])))
    .limit(1);
  return row;
}
