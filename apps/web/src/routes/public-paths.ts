/** Paths that skip the sign-in redirect (spec section 4). The secret path is served by the server. */
const publicPatterns = [
  /^\/login\/?$/,
  /^\/email-login\/?$/,
  /^\/v0\/videos\/[^/]+\/?$/,
  /^\/v1\/videos\/[^/]+\/?$/,
  /^\/content\/[^/]+\/?$/,
  /^\/pages\/[^/]+\/?$/,
];

export function isPublicPath(pathname: string): boolean {
  return publicPatterns.some((pattern) => pattern.test(pathname));
}

/** The path plus query to come back to after sign-in, when it is a safe same-site path. */
export function safeReturnPath(from: string | null): string {
  if (!from || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return "/";
  return from;
}
