import { Alert, Button, Stack } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../api/http";
import { hasProblems, newPasswordProblems, type NewPasswordProblems } from "../account/new-password";
import { NewPasswordFields } from "../account/NewPasswordFields";
import { AuthCard } from "./AuthCard";
import { useResetPassword } from "./password-reset-api";

/** A reset link that Better Auth refused: expired, used, or mistyped. */
export function ResetLinkExpired() {
  return (
    <AuthCard title="This link no longer works" subtitle="A reset link works once, for a limited time.">
      <Alert color="yellow" role="alert">
        The password reset link has expired or was already used.
      </Alert>
      <Button component={Link} to="/email-login?mode=forgot">
        Send a new link
      </Button>
    </AuthCard>
  );
}

/** `/email-login?token=…`: sets a new password, then sends the user to sign in with it. */
export function ResetPasswordCard({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblems(password, confirm);
    setProblems(found);
    if (hasProblems(found)) return;
    reset.mutate({ token, newPassword: password }, { onSuccess: () => void navigate("/email-login?reset=1", { replace: true }) });
  };

  // Our server lower-cases Better Auth's codes.
  if (reset.error instanceof ApiError && reset.error.code.toUpperCase() === "INVALID_TOKEN") return <ResetLinkExpired />;
  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will sign in with.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {reset.isError && (
            <Alert color="red" role="alert">
              {reset.error.message}
            </Alert>
          )}
          <NewPasswordFields password={password} confirm={confirm} problems={problems} onPassword={setPassword} onConfirm={setConfirm} />
          <Button type="submit" loading={reset.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
