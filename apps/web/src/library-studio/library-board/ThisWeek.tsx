import { Alert, Anchor, Loader, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import type { LibraryActivity } from "@framewise/contracts";
import { Link } from "react-router";
import { formatTime } from "../../ai-desk/llm-report/format";
import { STAGE_LABELS } from "../studio/stage-labels";
import { useLibraryActivity } from "./board-api";

const what = (entry: LibraryActivity) =>
  entry.type === "version_created"
    ? `version ${entry.version} created (${STAGE_LABELS[entry.to_stage].toLowerCase()})`
    : `version ${entry.version} ${entry.from_stage ? `${STAGE_LABELS[entry.from_stage].toLowerCase()} → ` : ""}${STAGE_LABELS[entry.to_stage].toLowerCase()}`;

/** Versions created and stage changes since `since` (seven days before the page opened): who, what, when. */
export function ThisWeek({ since }: { since: string }) {
  const activity = useLibraryActivity("layout", since);
  return (
    <Paper withBorder p="md" role="region" aria-label="This week">
      <Title order={2} size="h4" mb="sm">
        This week
      </Title>
      {activity.error ? (
        <Alert color="red" title="The week's changes could not be loaded">
          {activity.error.message}
        </Alert>
      ) : !activity.data ? (
        <Loader size="sm" aria-label="Loading the week's changes" />
      ) : activity.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No versions were made and nothing changed stage in the last seven days.
        </Text>
      ) : (
        <Timeline bulletSize={10} lineWidth={1}>
          {activity.data.map((entry) => (
            <Timeline.Item key={entry.id} data-testid="activity">
              <Stack gap={0}>
                <Text size="sm">
                  <Anchor component={Link} to={`/layouts-pipeline/${encodeURIComponent(entry.item_id)}`} fw={600}>
                    {entry.item_name}
                  </Anchor>
                  : {what(entry)}
                </Text>
                {entry.reason && (
                  <Text size="xs" fs="italic">
                    “{entry.reason}”
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {entry.by ?? "System"} · {formatTime(entry.at)}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
