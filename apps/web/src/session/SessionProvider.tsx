import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { clearCookie, setCookie } from "../api/cookies";
import { ApiError, isNoAnswer } from "../api/http";
import { identifyUser, resetAnalytics } from "../observability/analytics";
import { authClient, readSessionUser, unwrap, type AuthUser } from "./auth-client";
import { fetchUserInfo, issueIdentityToken, recordLogin, USER_INFO_DELAY_MS, type UserInfo } from "./identity";
import { signInInPopup } from "./popup-sign-in";
import { retryDelay } from "./retry-delay";
import { SessionContext, type Session } from "./session-context";

interface State {
  user: AuthUser | null;
  userId: string | null;
  userInfo: UserInfo | null;
  loading: boolean;
  reconnecting: boolean;
}

const signedOut: State = { user: null, userId: null, userInfo: null, loading: false, reconnecting: false };

/** Any failure of the session check is no answer about the session: only `null` means "signed out". */
const anyFailure = () => true;

/**
 * Runs the spec's sign-in flow (sections 4, 7, 8): identity token into `authToken`, the login
 * call (failure or a missing email signs out), then after 1000 ms user info, whose `user_id`
 * goes into `userId` and to analytics. Sign-out clears both cookies and resets analytics.
 *
 * Only an answer from the server signs out. A request that got none (aborted by a page unload,
 * offline, rate-limited) is tried again with growing pauses while `reconnecting` says so.
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

  /** Waits `ms`; a sign-in or sign-out meanwhile clears the timer, which abandons the wait. */
  const pause = (ms: number) => new Promise<void>((resolve) => timers.current.push(window.setTimeout(resolve, ms)));

  /**
   * Tries `request` until the server answers (success, or a failure `noAnswer` does not excuse,
   * which is thrown). Resolves undefined when a newer generation took over meanwhile.
   */
  const untilAnswered = useCallback(async <T,>(current: number, request: () => Promise<T>, noAnswer: (error: unknown) => boolean) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const value = await request();
        if (current !== generation.current) return undefined;
        setState((s) => (s.reconnecting ? { ...s, reconnecting: false } : s));
        return { value };
      } catch (error) {
        if (current !== generation.current) return undefined;
        if (!noAnswer(error)) throw error;
        console.warn("No answer from the server; trying again", error);
        setState((s) => (s.reconnecting ? s : { ...s, reconnecting: true }));
        await pause(retryDelay(attempt));
      }
    }
  }, []);

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

  const refreshToken = useCallback(
    async (current: number) => {
      const renew = async (): Promise<string | undefined> => {
        const issued = await untilAnswered(current, issueIdentityToken, isNoAnswer);
        if (!issued) return undefined;
        token.current = issued.value.token;
        setCookie("authToken", issued.value.token, issued.value.expiresIn);
        // Renew at four fifths of the lifetime so API calls never carry an expired token.
        const renewIn = issued.value.expiresIn * 800;
        timers.current.push(window.setTimeout(() => void renew().catch(renewalFailed), renewIn));
        return issued.value.token;
      };
      // A 401 means the session ended (signed out or revoked elsewhere); anything else is logged.
      const renewalFailed = (error: unknown) => {
        console.error("Token renewal failed", error);
        if (error instanceof ApiError && error.status === 401 && current === generation.current) void signOut();
      };
      return renew();
    },
    [signOut, untilAnswered],
  );

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
    const read = await untilAnswered(current, readSessionUser, anyFailure);
    if (!read) return;
    const user = read.value;
    if (!user) {
      setState(signedOut);
      return;
    }
    let bearer: string | undefined;
    try {
      if (!user.email) throw new Error("The account has no email address");
      bearer = await refreshToken(current);
      if (!bearer) return;
      const signedInBearer = bearer;
      if (!(await untilAnswered(current, () => recordLogin(signedInBearer), isNoAnswer))) return;
    } catch (error) {
      console.error("Sign-in failed", error);
      if (current === generation.current) await signOut();
      return;
    }
    if (current !== generation.current) return;
    setState((s) => ({ ...s, user }));
    const signedInBearer = bearer;
    timers.current.push(window.setTimeout(() => void loadUserInfo(current, signedInBearer), USER_INFO_DELAY_MS));
  }, [loadUserInfo, refreshToken, signOut, untilAnswered]);

  useEffect(() => {
    void completeSignIn();
    // Retries and renewals wait on timers, so clearing them leaves none pending.
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
        signInWith("Email sign-up", async () =>
          unwrap(await authClient.signUp.email({ name, email, password, callbackURL: "/?verified=1" })),
        ),
      signInWithProvider: (providerId) => signInWith("Provider sign-in", () => signInInPopup(providerId)),
      signOut,
      reloadSession: completeSignIn,
      identityToken: () => token.current,
    }),
    [state, signInWith, signOut, completeSignIn],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
