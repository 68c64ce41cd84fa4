import { useMutation } from "@tanstack/react-query";
import { authClient, callAuth } from "../session/auth-client";

/** Better Auth's reset link lands here with `?token=` (or `?error=INVALID_TOKEN`). */
const RESET_PAGE = "/email-login";

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => callAuth(() => authClient.requestPasswordReset({ email, redirectTo: RESET_PAGE })) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      callAuth(() => authClient.resetPassword({ token, newPassword })),
  });
}
