import { Alert, Badge, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconDeviceDesktop } from "@tabler/icons-react";
import { useDeviceSessions, useRevokeOtherSessions, useRevokeSession, type DeviceSession } from "./sessions-api";
import { AccountSection } from "../ui/AccountSection";
import { describeUserAgent } from "./user-agent";

const signedInAt = (date: Date) => date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

function SessionRow({ session }: { session: DeviceSession }) {
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py="xs"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
      data-testid="device-session"
    >
      <Group gap="sm" wrap="nowrap">
        <IconDeviceDesktop size={22} stroke={1.5} aria-hidden />
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={500}>{device}</Text>
            {session.current && (
              <Badge size="sm" variant="light">
                This device
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {session.ipAddress ?? "Unknown IP address"} · signed in {signedInAt(session.createdAt)}
          </Text>
          {revoke.isError && (
            <Text size="sm" c="red.8" role="alert">
              {revoke.error.message}
            </Text>
          )}
        </Stack>
      </Group>
      {!session.current && (
        <Button
          size="xs"
          variant="default"
          loading={revoke.isPending}
          onClick={() => revoke.mutate(session.token)}
          aria-label={`Sign out ${device}, signed in ${signedInAt(session.createdAt)}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

export function SessionsSection() {
  const sessions = useDeviceSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <AccountSection
      id="account-sessions"
      title="Signed-in devices"
      description="Every browser signed in to your account. Sign out any you do not recognise."
    >
      {sessions.isPending && <Loader size="sm" aria-label="Loading your devices" />}
      {sessions.isError && (
        <Alert color="red" role="alert">
          {sessions.error.message}{" "}
          <Button size="compact-xs" variant="subtle" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {sessions.data && (
        <Stack gap={0}>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </Stack>
      )}
      {sessions.isSuccess && others === 0 && (
        <Text size="sm" c="dimmed">
          No other device is signed in.
        </Text>
      )}
      {revokeOthers.isError && (
        <Text size="sm" c="red.8" role="alert">
          {revokeOthers.error.message}
        </Text>
      )}
      {others > 0 && (
        <Group>
          <Button variant="default" color="red" loading={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
            Sign out all other devices
          </Button>
        </Group>
      )}
    </AccountSection>
  );
}
