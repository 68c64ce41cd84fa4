import { Center, Loader, Stack, Text } from "@mantine/core";
import { useSession } from "../session/session-context";

/** Shown while a screen or the session loads; says so when the server is not answering and it keeps trying. */
export function FullPageSpinner() {
  const { reconnecting } = useSession();
  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Loader aria-label="Loading" />
        {reconnecting && (
          <Text size="sm" c="dimmed" role="status">
            Can't reach the server. Retrying…
          </Text>
        )}
      </Stack>
    </Center>
  );
}
