import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { clearCookie, setCookie } from "../api/cookies";
import { identifyUser, resetAnalytics } from "../observability/analytics";
import { authClient, unwrap, type AuthUser } from "./auth-client";
import { fetchUserInfo, issueIdentityToken, recordLogin, USER_INFO_DELAY_MS, type UserInfo } from "./identity";
import { signInInPopup } from "./popup-sign-in";
import { SessionContext, type Session } from "./session-context";

interface State {
  user: AuthUser | null;
  userId: string | null;
  userInfo: UserInfo | null;
  loading: boolean;
}

const signedOut: State = { user: null, userId: null, userInfo: null, loading: false };

/**
 * Runs the spec's sign-in flow (sections 4, 7, 8): identity token into `authToken`, the login
 * call (failure or a missing email signs out), then after 1000 ms user info, whose `user_id`
 * goes into `userId` and to analytics. Sign-out clears both cookies and resets analytics.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ ...signedOut, loading: true });
  const token = useRef<string | undefined>(undefined);
  // Each sign-in or sign-out starts a new generation; late answers from an older one are dropped.
  const generation = useRef(0);
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    timers.current.forEach((id) => clearTimeout(id));
    timers.current = [];
  };

  const signOut = useCallback(async () => {
    generation.current++;
    clearTimers();
    token.current = undefined;
    clearCookie("authToken");
    clearCookie("userId");
    setState(signedOut);
    await resetAnalytics();
    await authClient.signOut().catch((error: unknown) => console.error("Sign-out failed", error));
  }, []);

  const refreshToken = useCallback(async (current: number) => {
    const renew = async (): Promise<string | undefined> => {
      const issued = await issueIdentityToken();
      if (current !== generation.current) return undefined;
      token.current = issued.token;
      setCookie("authToken", issued.token, issued.expiresIn);
      // Renew at four fifths of the lifetime so API calls never carry an expired token.
      const renewIn = issued.expiresIn * 800;
      timers.current.push(window.setTimeout(() => void renew().catch((e: unknown) => console.error("Token renewal failed", e)), renewIn));
      return issued.token;
    };
    return renew();
  }, []);

  const loadUserInfo = useCallback(async (current: number, bearer: string) => {
    try {
      const info = await fetchUserInfo(bearer);
      if (current !== generation.current) return;
      setCookie("userId", info.user_id, 60 * 60 * 24 * 365);
      setState((s) => ({ ...s, userId: info.user_id, userInfo: info, loading: false }));
      await identifyUser(info.user_id, { email: info.email });
    } catch (error) {
      console.error("Loading user info failed", error);
      if (current === generation.current) setState((s) => ({ ...s, loading: false }));
    }
  }, []);

  /** Called whenever a sign-in session exists: after any sign-in and when the app loads. */
  const completeSignIn = useCallback(async () => {
    const current = ++generation.current;
    clearTimers();
    const session = await authClient.getSession();
    const user = session.data?.user as AuthUser | undefined;
    if (current !== generation.current) return;
    if (!user) {
      setState(signedOut);
      return;
    }
    let bearer: string | undefined;
    try {
      if (!user.email) throw new Error("The account has no email address");
      bearer = await refreshToken(current);
      if (!bearer) return;
      await recordLogin(bearer);
    } catch (error) {
      console.error("Sign-in failed", error);
      await signOut();
      return;
    }
    if (current !== generation.current) return;
    setState((s) => ({ ...s, user }));
    const signedInBearer = bearer;
    timers.current.push(window.setTimeout(() => void loadUserInfo(current, signedInBearer), USER_INFO_DELAY_MS));
  }, [loadUserInfo, refreshToken, signOut]);

  useEffect(() => {
    // Every state update in completeSignIn happens after it awaits the session, not synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void completeSignIn();
    return clearTimers;
  }, [completeSignIn]);

  /**
   * Runs one way of signing in; its errors are logged and rethrown so the form can show them
   * (spec section 4). Success continues with the spec's flow.
   */
  const signInWith = useCallback(
    async (label: string, signIn: () => Promise<unknown>) => {
      try {
        await signIn();
      } catch (error) {
        console.error(`${label} failed`, error);
        throw error;
      }
      setState((s) => ({ ...s, loading: true }));
      await completeSignIn();
    },
    [completeSignIn],
  );

  const session = useMemo<Session>(
    () => ({
      ...state,
      signInWithEmail: (email, password) =>
        signInWith("Email sign-in", async () => unwrap(await authClient.signIn.email({ email, password }))),
      signUpWithEmail: (name, email, password) =>
        signInWith("Email sign-up", async () => unwrap(await authClient.signUp.email({ name, email, password }))),
      signInWithProvider: (providerId) => signInWith("Provider sign-in", () => signInInPopup(providerId)),
      signOut,
      identityToken: () => token.current,
    }),
    [state, signInWith, signOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
