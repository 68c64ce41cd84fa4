import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AspectCoverage } from "./AspectCoverage";
import { pipelinePath, type GridItem } from "./grid-api";
import { StageBadge } from "../studio/StageBadge";

interface Props {
  item: GridItem;
  thumbnail: ReactNode;
  /** The card's menu (the library grids); search results have none. */
  actions?: ReactNode;
}

const uses = (count: number) => (count === 1 ? "1 video" : `${count} videos`);

/** One library item: its live thumbnail and name lead to its pipeline page; stage, owner, coverage and usage beneath. */
export function LibraryCard({ item, thumbnail, actions }: Props) {
  const path = pipelinePath(item.kind, item.id);
  return (
    <Card withBorder padding="sm" data-testid={`library-card-${item.id}`} aria-label={item.name} component="article">
      <Card.Section>
        <Link
          to={path}
          aria-label={`Open ${item.name}`}
          tabIndex={-1}
          style={{ display: "block", background: "var(--mantine-color-gray-0)" }}
        >
          {thumbnail}
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={path} fw={600} lineClamp={1}>
              {item.name}
            </Anchor>
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {item.id} · v{item.latest_version}
            </Text>
          </div>
          {actions}
        </Group>
        <Group justify="space-between" gap="xs">
          <StageBadge stage={item.stage} />
          <AspectCoverage covered={item.aspect_coverage} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" truncate>
            {item.owner_email ?? "No owner"}
          </Text>
          <Text size="xs" c="dimmed" title="Videos made with it">
            {uses(item.usage_count)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
