import { Alert, Anchor, Button, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { PASSWORD_RULES } from "../account/new-password";
import { useSession } from "../session/session-context";
import { AuthCard } from "./AuthCard";
import { passwordProblem } from "@framewise/contracts";
import { ForgotPasswordCard } from "./ForgotPasswordCard";
import { ResetLinkExpired, ResetPasswordCard } from "./ResetPasswordCard";
import { useReturnAfterSignIn } from "./use-return-after-sign-in";

type Mode = "sign-in" | "sign-up";

/**
 * `/email-login`: sign in or create an account; `?mode=forgot` asks for a reset link, and the
 * link Better Auth mails comes back with `?token=` (or `?error=INVALID_TOKEN` when it no longer works).
 */
export default function EmailLoginPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (params.get("error") === "INVALID_TOKEN") return <ResetLinkExpired />;
  if (token) return <ResetPasswordCard token={token} />;
  if (params.get("mode") === "forgot") return <ForgotPasswordCard signInLink={withFrom("/email-login", params.get("from"))} />;
  return <EmailSignIn passwordReset={params.get("reset") === "1"} />;
}

const withFrom = (path: string, from: string | null) => (from ? `${path}?from=${encodeURIComponent(from)}` : path);

function EmailSignIn({ passwordReset }: { passwordReset: boolean }) {
  const { signInWithEmail, signUpWithEmail } = useSession();
  const from = useReturnAfterSignIn();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const validate = () => {
    const problems: typeof fieldErrors = {};
    if (mode === "sign-up" && !name.trim()) problems.name = "Enter your name";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) problems.email = "Enter a valid email address";
    const rule = mode === "sign-up" ? passwordProblem(password) : password ? undefined : "Enter your password";
    if (rule) problems.password = rule;
    setFieldErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!validate()) return;
    setSubmitting(true);
    try {
      if (mode === "sign-in") await signInWithEmail(email.trim(), password);
      else await signUpWithEmail(name.trim(), email.trim(), password);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  const loginLink = withFrom("/login", from);
  return (
    <AuthCard
      title={mode === "sign-in" ? "Sign in with email" : "Create your account"}
      subtitle={mode === "sign-in" ? "Welcome back." : "It takes a few seconds."}
    >
      <SegmentedControl
        value={mode}
        onChange={(value) => {
          setMode(value);
          setError(undefined);
          setFieldErrors({});
        }}
        data={[
          { value: "sign-in", label: "Sign in" },
          { value: "sign-up", label: "Create account" },
        ]}
      />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {passwordReset && !error && (
            <Alert color="green" role="status">
              Password changed — sign in with your new password.
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {mode === "sign-up" && (
            <TextInput
              label="Name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldErrors.name}
            />
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
            description={mode === "sign-up" ? PASSWORD_RULES : undefined}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
          />
          {mode === "sign-in" && (
            <Group justify="flex-end" mt={-6}>
              <Anchor component={Link} to={`/email-login?mode=forgot${from ? `&from=${encodeURIComponent(from)}` : ""}`} size="sm">
                Forgot password?
              </Anchor>
            </Group>
          )}
          <Button type="submit" loading={submitting}>
            {mode === "sign-in" ? "Sign in" : "Create account"}
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed">
        Prefer single sign-on?{" "}
        <Anchor component={Link} to={loginLink}>
          Other ways to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
