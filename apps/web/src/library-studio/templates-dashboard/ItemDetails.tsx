import { List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatCount, formatPercent } from "../../ai-desk/llm-report/format";
import type { DashboardItem } from "./dashboard-api";
import { formatSeconds, formatSpeed } from "./format";

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** An item's row opened: why its renders failed, where users went instead, and how fast its renders were. */
export function ItemDetails({ item, kind }: { item: DashboardItem; kind: "template" | "layout" }) {
  const uses = kind === "template" ? "videos" : "scenes";
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" py="xs">
      <Part title="Failure reasons">
        {item.failure_reasons.length === 0 ? (
          <Text size="sm" c="dimmed">
            No failed renders.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {item.failure_reasons.map((reason) => (
              <List.Item key={reason.reason}>
                <Text span size="sm" ff="monospace">
                  {reason.count}×
                </Text>{" "}
                {reason.reason}
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      <Part title="Where users went">
        {item.switched_to.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {uses} switched away.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {item.switched_to.map((to) => (
              <List.Item key={to.id}>
                {to.name}: {to.count} {to.count === 1 ? uses.slice(0, -1) : uses}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="xs" c="dimmed">
          {formatCount(item.switched_away)} of {formatCount(item.uses)} {uses} made with it were switched away (
          {formatPercent(item.switch_away_rate)}).
        </Text>
      </Part>
      <Part title="Render speed">
        <Text size="sm">
          {formatSpeed(item.render_speed)} real time over {formatCount(item.finished_renders)} finished renders; on average{" "}
          {formatSeconds(item.average_render_seconds)} from request to finish.
        </Text>
        <Text size="xs" c="dimmed">
          Seconds of video made per second of waiting, queue included.
        </Text>
      </Part>
    </SimpleGrid>
  );
}
