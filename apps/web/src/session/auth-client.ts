import { createAuthClient } from "better-auth/client";
import { ApiError, NetworkError } from "../api/http";

/** Better Auth's browser client: sign-in, sign-out, and the account's own flows (mail, password, sessions). */
export const authClient = createAuthClient({
  baseURL: `${location.origin}/api/auth`,
  // Look up `fetch` at each call, not once at load, so wrappers installed later (error reporting) see these calls too.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

export type AuthUser = { id: string; email: string; name: string; image?: string | null; emailVerified: boolean };

/** An auth error as the client hands it over: Better Auth's `{ message, code }` or our `{ error: { message, code } }`. */
interface AuthError {
  message?: string;
  code?: string;
  status: number;
  error?: { message?: string; code?: string };
}

/** Better Auth answers `{ data, error }`; this turns an error into a thrown ApiError with its message. */
export function unwrap<T>(result: { data: T | null; error: AuthError | null }): T {
  const error = result.error;
  if (error) {
    const message = error.message || error.error?.message || `The account service answered ${error.status}`;
    throw new ApiError(message, error.status, error.code ?? error.error?.code ?? "auth_error");
  }
  if (result.data === null) throw new Error("The account service gave no answer");
  return result.data;
}

/** Runs an auth client call; a request that got no answer becomes a NetworkError, an error answer an ApiError. */
export async function callAuth<T>(call: () => Promise<{ data: T | null; error: AuthError | null }>): Promise<T> {
  const result = await call().catch((cause: unknown) => {
    throw new NetworkError(cause);
  });
  return unwrap(result);
}

/**
 * The signed-in user, or null when the server definitely answers "no session". Any error (a
 * rate limit, the server unreachable) throws instead, so it can never pass for a sign-out.
 */
export async function readSessionUser(): Promise<AuthUser | null> {
  const result = await authClient.getSession().catch((cause: unknown) => {
    throw new NetworkError(cause);
  });
  if (result.error) unwrap(result);
  return (result.data?.user as AuthUser | undefined) ?? null;
}
