import type { QuotaMetric } from "@framewise/contracts";
import { and, desc, eq, gte, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { quotaLedger, quotaUsage } from "../../platform/db/schema.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import { STORAGE_PERIOD } from "./quota-period.ts";

export type LedgerRow = typeof quotaLedger.$inferSelect;

/** One movement of one counter. */
export interface LedgerMove {
  owner: QuotaOwner;
  metric: QuotaMetric;
  period: string;
  /** Positive: what is used, refunded or granted. */
  amount: number;
  ref: string | null;
}

const isOwner = (owner: QuotaOwner) => and(eq(quotaUsage.ownerKind, owner.kind), eq(quotaUsage.ownerId, owner.id));

/**
 * Counts `move` as used, only while the owner stays within `limit` plus what was granted for the
 * period, in ONE statement: the counter's upsert and the ledger entry are a CTE, and the upsert's
 * condition is checked on the locked row, so requests at once can never overshoot together (the
 * first period's insert is checked against the limit alone: nothing can have been granted yet
 * unless a row exists). Says whether it was counted.
 */
async function takeUsage(db: Db, move: LedgerMove, limit: number): Promise<boolean> {
  const { owner, metric, period, amount, ref } = move;
  const result = await db.execute(sql`
    with counted as (
      insert into ${quotaUsage} (owner_kind, owner_id, metric, period, used)
      select ${owner.kind}, ${owner.id}, ${metric}, ${period}, ${amount}::bigint
      where ${amount}::bigint <= ${limit}::bigint + coalesce((
        select granted from ${quotaUsage}
        where owner_kind = ${owner.kind} and owner_id = ${owner.id} and metric = ${metric} and period = ${period}
      ), 0)
      on conflict (owner_kind, owner_id, metric, period) do update set used = ${quotaUsage}.used + excluded.used
      where ${quotaUsage}.used + excluded.used <= ${limit}::bigint + ${quotaUsage}.granted
      returning 1
    )
    insert into ${quotaLedger} (owner_kind, owner_id, metric, period, kind, amount, ref)
    select ${owner.kind}, ${owner.id}, ${metric}, ${period}, 'use', ${amount}::bigint, ${ref} from counted
    returning id`);
  return result.rows.length > 0;
}

/**
 * Serialises every give-back of these references until the transaction ends, so two at once
 * cannot both find "not refunded yet". Taken in a fixed order: two transactions never wait on each other.
 */
async function lockRefs(tx: Db, refs: string[]): Promise<void> {
  if (!refs.length) return;
  const values = sql.join(
    refs.map((ref) => sql`(${ref})`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(r.ref)) from (values ${values}) as r(ref) order by hashtext(r.ref)`);
}

/** What was used under `ref` and not given back yet, per counter. */
async function findUnrefundedUses(db: Db, ref: string): Promise<LedgerMove[]> {
  const refunded = db
    .select({ metric: quotaLedger.metric })
    .from(quotaLedger)
    .where(and(eq(quotaLedger.ref, ref), eq(quotaLedger.kind, "refund")));
  const rows = await db
    .select({
      kind: quotaLedger.ownerKind,
      id: quotaLedger.ownerId,
      metric: quotaLedger.metric,
      period: quotaLedger.period,
      amount: sql<string>`sum(${quotaLedger.amount})`,
    })
    .from(quotaLedger)
    .where(and(eq(quotaLedger.ref, ref), eq(quotaLedger.kind, "use"), notInArray(quotaLedger.metric, refunded)))
    .groupBy(quotaLedger.ownerKind, quotaLedger.ownerId, quotaLedger.metric, quotaLedger.period);
  return rows.map((row) => ({
    owner: { kind: row.kind, id: row.id },
    metric: row.metric,
    period: row.period,
    amount: Number(row.amount),
    ref,
  }));
}

/** Those of `refs` already given back for `metric`. */
async function findRefundedRefs(db: Db, refs: string[], metric: QuotaMetric): Promise<Set<string>> {
  if (!refs.length) return new Set();
  const rows = await db
    .selectDistinct({ ref: quotaLedger.ref })
    .from(quotaLedger)
    .where(and(inArray(quotaLedger.ref, refs), eq(quotaLedger.metric, metric), eq(quotaLedger.kind, "refund")));
  return new Set(rows.map((row) => row.ref!));
}

/** Gives `moves` back: a refund entry each, and the counters lowered (never below zero). Call under `lockRefs`. */
async function insertRefunds(tx: Db, moves: LedgerMove[]): Promise<void> {
  if (!moves.length) return;
  await tx.insert(quotaLedger).values(
    moves.map((move) => ({
      ownerKind: move.owner.kind,
      ownerId: move.owner.id,
      metric: move.metric,
      period: move.period,
      kind: "refund" as const,
      amount: -move.amount,
      ref: move.ref,
    })),
  );
  for (const move of moves)
    await tx
      .update(quotaUsage)
      .set({ used: sql`greatest(0, ${quotaUsage.used} - ${move.amount})` })
      .where(and(isOwner(move.owner), eq(quotaUsage.metric, move.metric), eq(quotaUsage.period, move.period)));
}

/**
 * Takes every move or none, in one transaction (each move one statement, `takeUsage`); answers the
 * move its quota refused, or undefined when all were counted. Callers list moves in one fixed
 * order (the metrics'), so two takes lock counters in the same order and never deadlock.
 */
export async function takeUsages(db: Db, moves: LedgerMove[], limitOf: (move: LedgerMove) => number): Promise<LedgerMove | undefined> {
  let refused: LedgerMove | undefined;
  await db
    .transaction(async (tx) => {
      for (const move of moves)
        if (!(await takeUsage(tx, move, limitOf(move)))) {
          refused = move;
          tx.rollback();
        }
    })
    .catch((error: unknown) => {
      if (!refused) throw error;
    });
  return refused;
}

/** Gives back what was used under `ref` and not yet given back, with `ref` locked meanwhile: exactly once. */
export async function refundUses(db: Db, ref: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRefs(tx, [ref]);
    await insertRefunds(tx, await findUnrefundedUses(tx, ref));
  });
}

/** Gives back `moves` of one metric (explicit amounts) whose `ref` was not given back yet, with the refs locked meanwhile. */
export async function refundOnce(db: Db, moves: (LedgerMove & { ref: string })[]): Promise<void> {
  if (!moves.length) return;
  await db.transaction(async (tx) => {
    const refs = moves.map((move) => move.ref);
    await lockRefs(tx, refs);
    const done = await findRefundedRefs(tx, refs, moves[0]!.metric);
    await insertRefunds(
      tx,
      moves.filter((move) => !done.has(move.ref)),
    );
  });
}

/** Extra credit for the period: a `grant` entry (the trigger audits it) and the counter's `granted` raised. */
export async function insertGrant(tx: Db, move: LedgerMove & { reason: string; actorId: string }): Promise<LedgerRow> {
  const { owner, metric, period, amount } = move;
  const [entry] = await tx
    .insert(quotaLedger)
    .values({ ownerKind: owner.kind, ownerId: owner.id, metric, period, kind: "grant", amount, reason: move.reason, actorId: move.actorId })
    .returning();
  await tx
    .insert(quotaUsage)
    .values({ ownerKind: owner.kind, ownerId: owner.id, metric, period, granted: amount })
    .onConflictDoUpdate({
      target: [quotaUsage.ownerKind, quotaUsage.ownerId, quotaUsage.metric, quotaUsage.period],
      set: { granted: sql`${quotaUsage.granted} + excluded.granted` },
    });
  return entry!;
}

/** The owner's counters of `month` and of storage. */
export const findCurrentUsage = (db: Db, owner: QuotaOwner, month: string) =>
  db
    .select({ metric: quotaUsage.metric, used: quotaUsage.used, granted: quotaUsage.granted })
    .from(quotaUsage)
    .where(and(isOwner(owner), inArray(quotaUsage.period, [month, STORAGE_PERIOD])));

/** The owner's monthly counters from `fromMonth` on. */
export const findMonthlyUsage = (db: Db, owner: QuotaOwner, fromMonth: string) =>
  db
    .select({ period: quotaUsage.period, metric: quotaUsage.metric, used: quotaUsage.used })
    .from(quotaUsage)
    .where(and(isOwner(owner), ne(quotaUsage.period, STORAGE_PERIOD), gte(quotaUsage.period, fromMonth)));

/** The owner's ledger, newest first, `limit` entries from before entry `before`. */
export const findLedgerEntries = (db: Db, owner: QuotaOwner, limit: number, before?: number) =>
  db
    .select()
    .from(quotaLedger)
    .where(
      and(
        eq(quotaLedger.ownerKind, owner.kind),
        eq(quotaLedger.ownerId, owner.id),
        before === undefined ? undefined : lt(quotaLedger.id, before),
      ),
    )
    .orderBy(desc(quotaLedger.id))
    .limit(limit);

/** Removes the owner's counters and ledger (their account is being deleted). */
export async function deleteOwnerQuota(tx: Db, owner: QuotaOwner): Promise<void> {
  await tx.delete(quotaUsage).where(isOwner(owner));
  await tx.delete(quotaLedger).where(and(eq(quotaLedger.ownerKind, owner.kind), eq(quotaLedger.ownerId, owner.id)));
}
