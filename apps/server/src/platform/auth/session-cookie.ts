import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session token from Better Auth's signed session cookie (`<token>.<base64 HMAC-SHA256>`,
 * URI-encoded), or undefined when the cookie is missing or its signature is not ours. Checking it
 * here lets every API request find its user in one query instead of going through
 * `auth.api.getSession` (two queries and a context per call); sign-in, refresh and sign-out stay
 * Better Auth's.
 */
export function sessionTokenFromCookie(cookieHeader: string | undefined, cookieName: string, secret: string): string | undefined {
  if (!cookieHeader) return undefined;
  const raw = cookieValue(cookieHeader, cookieName);
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
