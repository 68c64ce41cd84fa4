import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AuthCard } from "./AuthCard";
import { useRequestPasswordReset } from "./password-reset-api";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** `/email-login?mode=forgot`: asks for a reset link. The answer never tells whether the address has an account. */
export function ForgotPasswordCard({ signInLink }: { signInLink: string }) {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string>();
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setProblem(looksLikeEmail(address) ? undefined : "Enter a valid email address");
    if (looksLikeEmail(address)) request.mutate(address);
  };

  return (
    <AuthCard title="Reset your password" subtitle="We email you a link to set a new one.">
      {request.isSuccess ? (
        <Alert color="blue" role="status">
          If an account uses {request.variables}, we sent a link to it. The link works once; check your spam folder if it does not arrive.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {request.isError && (
              <Alert color="red" role="alert">
                {request.error.message}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={problem}
            />
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" c="dimmed">
        Remembered it?{" "}
        <Anchor component={Link} to={signInLink}>
          Back to sign-in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
