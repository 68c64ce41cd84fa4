import { createHash } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
  type IdempotencyRow,
} from "./idempotency-queries.ts";

/** How long a key remembers its first answer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request, still running, to answer. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

export interface Answer {
  status: number;
  body: unknown;
  /** This is the first request's answer, given again. */
  replayed?: boolean;
}

/** JSON with object keys sorted: the same body however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

export const requestHash = (route: string, body: unknown) =>
  createHash("sha256")
    .update(`${route}\n${canonicalJson(body)}`)
    .digest("hex");

const reused = () =>
  new DomainError(
    "unprocessable",
    "idempotency_key_reused",
    "This Idempotency-Key was already used with a different request in the last 24 hours. Use a new key for a new request.",
  );

/** The key's row once its first request has answered, waiting a little for one still running. */
async function answered(db: Db, clientId: string, key: string, hash: string): Promise<IdempotencyRow | undefined> {
  for (let waited = 0; ; waited += POLL_MS) {
    const row = await findIdempotencyKey(db, clientId, key);
    if (!row) return undefined;
    if (row.requestHash !== hash) throw reused();
    if (row.responseStatus !== null || waited >= WAIT_FOR_FIRST_MS) return row;
    await delay(POLL_MS);
  }
}

/**
 * Runs a client's request once per `Idempotency-Key` (Stripe's semantics): the same key and body
 * within 24 hours answers the first success again, even while the first is still running (the
 * repeat waits for it) and from any process (the key is claimed by one insert). The same key
 * with another body is 422 `idempotency_key_reused`. An error answer is not kept: the key is
 * freed, so a request refused for a limit can be tried again with it.
 */
export async function answerOnce(
  db: Db,
  request: { clientId: string; key: string; hash: string },
  run: () => Promise<Answer>,
  now = new Date(),
): Promise<Answer> {
  const { clientId, key, hash } = request;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claimIdempotencyKey(db, { clientId, key, requestHash: hash }, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS))) {
      try {
        const answer = await run();
        await saveIdempotentAnswer(db, clientId, key, answer);
        return answer;
      } catch (error) {
        await releaseIdempotencyKey(db, clientId, key);
        throw error;
      }
    }
    const row = await answered(db, clientId, key, hash);
    // Freed by a failed first request meanwhile: claim it again.
    if (!row) continue;
    if (row.responseStatus === null)
      throw new DomainError(
        "conflict",
        "idempotency_key_in_progress",
        "A request with this Idempotency-Key is still being answered. Try again shortly.",
      );
    return { status: row.responseStatus, body: row.response, replayed: true };
  }
  throw new DomainError(
    "conflict",
    "idempotency_key_in_progress",
    "A request with this Idempotency-Key is being retried. Try again shortly.",
  );
}
