import { createAuthClient } from "better-auth/client";

/** Better Auth's browser client for the sign-in provider calls (email, popup OIDC, sign-out). */
export const authClient = createAuthClient({
  baseURL: `${location.origin}/api/auth`,
});

export type AuthUser = { id: string; email: string; name: string; image?: string | null };

/** Better Auth answers `{ data, error }`; this turns an error into a thrown Error with its message. */
export function unwrap<T>(result: { data: T | null; error: { message?: string; status?: number } | null }): T {
  if (result.error) throw new Error(result.error.message || `Sign-in service error (${result.error.status})`);
  if (result.data === null) throw new Error("The sign-in service gave no answer");
  return result.data;
}
