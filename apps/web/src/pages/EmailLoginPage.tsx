import { Alert, Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useSession } from "../session/session-context";
import { AuthCard } from "./AuthCard";
import { passwordProblem } from "@framewise/contracts";
import { useReturnAfterSignIn } from "./use-return-after-sign-in";

type Mode = "sign-in" | "sign-up";

export default function EmailLoginPage() {
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

  const loginLink = from ? `/login?from=${encodeURIComponent(from)}` : "/login";
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
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {mode === "sign-up" && (
            <TextInput label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={fieldErrors.name} />
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
            description={mode === "sign-up" ? "At least 8 characters, with a letter and a digit." : undefined}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
          />
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
