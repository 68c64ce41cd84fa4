import { FetchFailedError, safePost, UnsafeUrlError } from "../../platform/net/safe-fetch.ts";
import { nowOf, type WebhookDeps } from "./webhook-deps.ts";
import { signedHeaders } from "./webhook-message.ts";
import { findDeliveryToSend, recordAttempt } from "./webhook-queries.ts";
import { afterFailure } from "./webhook-retry.ts";

/** What the delivery log keeps of an answer (or of the error that stood for one). */
export const EXCERPT_CHARS = 500;
/** A receiver has this long to answer a try. */
const TIMEOUT_MS = 15_000;
/** Receivers answer a line or two; a bigger answer is not read. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface Attempt {
  deliveryId: string;
  cycleStartedAt: Date;
  /** pg-boss's count of this job's earlier tries, and how many it allows. */
  retryCount: number;
  retryLimit: number;
}

type Answer = { status: number | null; excerpt: string; refused: boolean };

async function post(deps: WebhookDeps, url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  try {
    const answer = await safePost(
      url,
      { body, headers },
      { timeoutMs: TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES, allowLoopbackForTests: deps.allowLoopbackForTests, lookup: deps.lookup },
    );
    return { status: answer.status, excerpt: answer.body.toString("utf8").slice(0, EXCERPT_CHARS), refused: false };
  } catch (error) {
    // A refused address never becomes allowed by waiting: no retries. A network failure may pass.
    if (error instanceof UnsafeUrlError || error instanceof FetchFailedError)
      return { status: null, excerpt: error.message.slice(0, EXCERPT_CHARS), refused: error instanceof UnsafeUrlError };
    throw error;
  }
}

/**
 * One try of a pending message: signs it now, posts it through the safe fetcher and records the
 * answer. A 2xx delivers it; otherwise it stays pending for pg-boss's next retry ("retry"), or
 * fails once 24 hours of the cycle (or the retries) are spent or the address is refused.
 */
export async function deliverWebhook(deps: WebhookDeps, attempt: Attempt): Promise<"delivered" | "retry" | "failed" | "skipped"> {
  const row = await findDeliveryToSend(deps.db, attempt.deliveryId);
  // Deleted with its client, or already settled by an earlier try of this job.
  if (!row || row.status !== "pending") return "skipped";
  const at = nowOf(deps);
  const body = JSON.stringify(row.payload);
  const answer = await post(deps, row.url, body, signedHeaders(row.secret, row.id, body, at));
  const delivered = answer.status !== null && answer.status >= 200 && answer.status <= 299;
  const outcome = delivered
    ? "delivered"
    : answer.refused || afterFailure(deps.config, { ...attempt, now: at }) === "give_up"
      ? "failed"
      : "retry";
  await recordAttempt(deps.db, row.id, {
    status: outcome === "retry" ? "pending" : outcome,
    responseStatus: answer.status,
    responseExcerpt: answer.excerpt,
    at,
  });
  return outcome;
}
