import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconHammer } from "@tabler/icons-react";
import { useMatches } from "react-router";
import type { ScreenRoute } from "../routes/route-table";

/** A screen a later piece of work fills: its title, what it will do, and an honest "not built yet". */
export default function PlannedScreen() {
  const matches = useMatches();
  const route = matches.at(-1)?.handle as ScreenRoute | undefined;
  const title = route?.title ?? "Page";
  return (
    <Stack gap="md" p="md" maw={720}>
      <Group gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Badge color="gray" variant="light">
          Not built yet
        </Badge>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <IconHammer size={28} stroke={1.5} aria-hidden />
          <Stack gap={4}>
            <Text fw={500}>This screen is not built yet.</Text>
            <Text c="dimmed">{route?.purpose}</Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
