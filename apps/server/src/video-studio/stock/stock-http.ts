/** Why a stock service did not answer a search or a lookup. */
export type StockFailure = "rate_limited" | "refused" | "unavailable";

/** A stock service refused or failed; the message is fit to show people. */
export class StockServiceError extends Error {
  readonly failure: StockFailure;

  constructor(failure: StockFailure, message: string) {
    super(message);
    this.name = "StockServiceError";
    this.failure = failure;
  }
}

/** A stock API call takes no longer than this: the picker types ahead, the planner waits. */
const TIMEOUT_MS = 10_000;

/**
 * GETs a stock API's JSON. The address is the operator's configured service (never a user's),
 * so the plain fetch is used; the files its answers name go through the safe fetcher instead.
 * Undefined for a 404 (no such item).
 */
export async function getStockJson(service: string, url: URL, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new StockServiceError("unavailable", `${service} did not answer. Try again in a moment.`);
  }
  if (response.status === 404) return undefined;
  if (response.status === 429 || (response.status === 403 && /rate limit/i.test(await response.clone().text())))
    throw new StockServiceError("rate_limited", `${service} asks us to slow down: too many searches. Try again in a minute.`);
  if (response.status === 401 || response.status === 403 || (response.status === 400 && /key/i.test(await response.clone().text())))
    throw new StockServiceError("refused", `${service} refused the server's API key. Ask the operator to check it.`);
  if (!response.ok) throw new StockServiceError("unavailable", `${service} answered with an error (${response.status}). Try again later.`);
  return response.json().catch(() => {
    throw new StockServiceError("unavailable", `${service} answered with something that is not JSON.`);
  });
}
