import type { ApiErrorBody } from "@framewise/contracts";

/**
 * An answer outside 2xx: the server's `{ error: { code, message, fields? } }` with its status.
 * `fields` maps JSON paths (`/modifications/Headline.text`) to what is wrong there; a 429 tells
 * how long to wait in `retryAfterSeconds` (its `Retry-After` header).
 */
export class FramewiseApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody["error"], retryAfterSeconds?: number) {
    super(body.message);
    this.name = "FramewiseApiError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The error an answer makes, whatever its body (a proxy's HTML page is not the server's JSON). */
export async function apiErrorOf(answer: Response): Promise<FramewiseApiError> {
  const text = await answer.text();
  let body: Partial<ApiErrorBody> = {};
  try {
    body = JSON.parse(text) as Partial<ApiErrorBody>;
  } catch {
    // Not JSON: the text itself becomes the message below.
  }
  const retryAfter = Number(answer.headers.get("retry-after") ?? Number.NaN);
  return new FramewiseApiError(
    answer.status,
    body.error ?? { code: `http_${answer.status}`, message: text.slice(0, 500) || answer.statusText },
    Number.isFinite(retryAfter) ? retryAfter : undefined,
  );
}
