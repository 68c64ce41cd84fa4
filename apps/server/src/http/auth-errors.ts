/**
 * Better Auth answers errors as `{ message, code }` (and an unknown path as 404 with `null`);
 * every other API answers `{ error: { code, message } }`. This gives its errors our shape, with
 * its codes in our lower-case style (`INVALID_EMAIL_OR_PASSWORD` → `invalid_email_or_password`).
 * Answers undefined for a response that is not an error, or not JSON (a redirect, a page).
 */
export async function authErrorResponse(response: Response): Promise<Response | undefined> {
  if (response.status < 400) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type && !type.includes("application/json")) return undefined;
  const text = await response.clone().text();
  let body: { message?: unknown; code?: unknown } | null;
  try {
    body = text ? (JSON.parse(text) as { message?: unknown; code?: unknown } | null) : null;
  } catch {
    return undefined;
  }
  const code = typeof body?.code === "string" ? body.code.toLowerCase() : defaultCode(response.status);
  const message = typeof body?.message === "string" && body.message ? body.message : defaultMessage(response.status);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}

const defaultCode = (status: number) =>
  status === 404 ? "not_found" : status === 429 ? "rate_limited" : status >= 500 ? "internal" : "bad_request";

function defaultMessage(status: number): string {
  if (status === 404) return "There is no such sign-in endpoint.";
  if (status === 429) return "Too many attempts from your network. Wait a minute and try again.";
  if (status >= 500) return "Something went wrong on our side. Please try again.";
  return "The request was not valid.";
}
