import type { AccountSummary } from "@framewise/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiRequest } from "../api/http";
import { authClient, callAuth } from "../session/auth-client";
import { useSession } from "../session/session-context";

/** Where Better Auth sends the browser after a verification link: the shell greets it there. */
export const VERIFIED_CALLBACK = "/?verified=1";
const EMAIL_CHANGED_CALLBACK = "/account?verified=1";

export function useAccountSummary(enabled: boolean) {
  return useQuery({
    queryKey: ["account", "summary"],
    enabled,
    // Counted again each time the dialog opens: it states what is about to go.
    staleTime: 0,
    queryFn: async () => (await apiRequest<{ data: AccountSummary }>("/api/v1/account/summary")).data,
  });
}

/** Whether the account signs in with a password (a "credential" account), or only through OpenID. */
export function useHasPassword() {
  return useQuery({
    queryKey: ["account", "sign-in-methods"],
    queryFn: async () => (await callAuth(() => authClient.listAccounts())).some((account) => account.providerId === "credential"),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => callAuth(() => authClient.sendVerificationEmail({ email, callbackURL: VERIFIED_CALLBACK })),
  });
}

/** Saves the name, then reads the session again so the shell shows it. */
export function useUpdateName() {
  const { reloadSession } = useSession();
  return useMutation({
    mutationFn: (name: string) => callAuth(() => authClient.updateUser({ name })),
    onSuccess: () => reloadSession(),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => callAuth(() => authClient.changeEmail({ newEmail, callbackURL: EMAIL_CHANGED_CALLBACK })),
  });
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

/** Signing out other devices gives this one a new session, so its identity token is renewed after. */
export function useChangePassword() {
  const { reloadSession } = useSession();
  return useMutation({
    mutationFn: (change: PasswordChange) => callAuth(() => authClient.changePassword(change)),
    onSuccess: (_, change) => (change.revokeOtherSessions ? reloadSession() : undefined),
  });
}

/** Deletes the account (password, or none for an OpenID account with a fresh session), then signs out to /login. */
export function useDeleteAccount() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string | undefined) => callAuth(() => authClient.deleteUser(password ? { password } : {})),
    onSuccess: async () => {
      await signOut();
      await navigate("/login", { replace: true });
    },
  });
}
