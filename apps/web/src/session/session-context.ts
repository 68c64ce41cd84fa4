import { createContext, useContext } from "react";
import type { AuthUser } from "./auth-client";
import type { UserInfo } from "./identity";

/** Spec section 3: the current user, userId, userInfo and a loading flag; plus the sign-in actions. */
export interface Session {
  user: AuthUser | null;
  userId: string | null;
  userInfo: UserInfo | null;
  loading: boolean;
  /** The server has not answered a session request; it is being tried again. Not a sign-out. */
  reconnecting: boolean;
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signUpWithEmail: (name: string, email: string, password: string) => Promise<void>;
  signInWithProvider: (providerId: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Reads the session again and renews its identity token (after a name or password change). */
  reloadSession: () => Promise<void>;
  /** The current identity token, for API calls that carry `Authorization: Bearer`. */
  identityToken: () => string | undefined;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
