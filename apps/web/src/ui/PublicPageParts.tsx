import { Anchor, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

/** What a public page says when there is nothing public at its address. */
export function PublicUnavailable({ icon: IconShown, title, reason }: { icon: Icon; title: string; reason: string }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={420}>
        <Stack align="center" gap="xs">
          <IconShown size={40} stroke={1.4} aria-hidden />
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" ta="center" size="sm">
            {reason}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The public pages' footer. */
export function MadeWithFramewise() {
  return (
    <Text size="xs" c="dimmed">
      Made with{" "}
      <Anchor href="/" size="xs">
        Framewise
      </Anchor>
    </Text>
  );
}
