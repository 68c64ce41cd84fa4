import { Alert, Button, Group, Text } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useSession } from "../session/session-context";
import type { useResendVerification } from "./account-api";

/** Shown in the signed-in shell while the user's address is unverified, with a way to send the link again. */
export function VerifyEmailBanner({ resend }: { resend: ReturnType<typeof useResendVerification> }) {
  const { user, userInfo } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Alert color="yellow" icon={<IconMailExclamation size={18} />} mb="md" role="region" aria-label="Email verification">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Verify your email address: we sent a link to <strong>{user.email}</strong>.
          {userInfo?.staff_domain && " Staff access needs a verified address."}
        </Text>
        <Group gap="sm">
          {resend.isSuccess && (
            <Text size="sm" c="green.8" role="status">
              Sent — check your inbox
            </Text>
          )}
          {resend.isError && (
            <Text size="sm" c="red.8" role="alert">
              {resend.error.message}
            </Text>
          )}
          <Button size="xs" variant="white" color="yellow.9" loading={resend.isPending} onClick={() => resend.mutate(user.email)}>
            Resend link
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
