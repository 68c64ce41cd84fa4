/** What went wrong, in the product's terms; the HTTP layer answers each kind with its status (`http/error-handler.ts`). */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "range_not_satisfiable"
  | "unprocessable"
  | "rate_limited"
  | "upstream_failed"
  | "unavailable"
  | "insufficient_storage";

/**
 * The HTTP status each kind answers with: read by the one error handler (`http/error-handler.ts`)
 * and by the sign-in library's hooks, which answer HTTP themselves.
 */
export const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  range_not_satisfiable: 416,
  unprocessable: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  insufficient_storage: 507,
};

/** An error whose message is safe to show the caller, answered as `{ error: { code, message, fields? } }`. */
export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** When asking again may succeed (a rate limit's window), answered as `Retry-After`. */
  readonly retryAfterSeconds?: number;

  constructor(kind: ErrorKind, code: string, message: string, fields?: Record<string, string>, retryAfterSeconds?: number) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const unauthenticated = () => new DomainError("unauthenticated", "unauthenticated", "Sign in to continue.");
export const forbidden = () => new DomainError("forbidden", "forbidden", "This needs a staff account.");
export const notFound = (what = "That") => new DomainError("not_found", "not_found", `${what} was not found.`);

/** A file past its cap, saying what it is and the limit; `field` names the form field it came in. */
export function tooLarge(what: string, maxBytes: number, field?: string) {
  const message = `${what} is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB allowed.`;
  return new DomainError("too_large", "too_large", message, field ? { [field]: message } : undefined);
}

/**
 * Whether the error, or one it wraps, has one of `codes`: Node's (`ENOSPC`) or PostgreSQL's
 * SQLSTATE (`23505`), which Drizzle puts on its query error's `cause`.
 */
export function hasErrorCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === "object" && depth < 5; cause = (cause as Error).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && codes.has(code)) return true;
  }
  return false;
}
