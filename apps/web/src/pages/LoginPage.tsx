import { Alert, Button, Divider, Stack } from "@mantine/core";
import { IconKey, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { appConfig } from "../app-config";
import { useSession } from "../session/session-context";
import { AuthCard } from "./AuthCard";
import { useReturnAfterSignIn } from "./use-return-after-sign-in";

export default function LoginPage() {
  const { signInWithProvider } = useSession();
  const from = useReturnAfterSignIn();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<string>();
  const emailLink = from ? `/email-login?from=${encodeURIComponent(from)}` : "/email-login";

  const signIn = (providerId: string) => {
    setError(undefined);
    setPending(providerId);
    signInWithProvider(providerId)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setPending(undefined));
  };

  return (
    <AuthCard title="Sign in" subtitle="Make videos and images with your brand.">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Stack gap="sm">
        {appConfig.oidcProviders.map((provider) => (
          <Button
            key={provider.id}
            variant="default"
            leftSection={<IconKey size={18} />}
            loading={pending === provider.id}
            onClick={() => signIn(provider.id)}
          >
            Continue with {provider.name}
          </Button>
        ))}
        {appConfig.oidcProviders.length > 0 && <Divider label="or" labelPosition="center" />}
        <Button component={Link} to={emailLink} leftSection={<IconMail size={18} />}>
          Continue with email
        </Button>
      </Stack>
    </AuthCard>
  );
}
