import { Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconHistory } from "@tabler/icons-react";
import { Link } from "react-router";
import { relativeTime } from "../../ai-desk/chat/history/relative-time";
import type { AuditEntry } from "./audit-api";
import { actionVerb, actorName, entityLabel, entityLink, entityName, SOURCE_LABELS } from "./audit-labels";
import { ChangeDiff } from "../../ui/change-diff/ChangeDiff";

/** One change in the timeline: who, when, through what, which entity, why, and what changed. */
export function AuditEntryCard({
  entry,
  onRevert,
  onActor,
  onHistory,
}: {
  entry: AuditEntry;
  onRevert: () => void;
  onActor: () => void;
  onHistory: () => void;
}) {
  const source = SOURCE_LABELS[entry.source];
  return (
    <Card withBorder component="article" aria-label={`${entityLabel(entry.entity)} ${actionVerb(entry)} by ${actorName(entry)}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              {entry.actor.kind === "system" ? (
                <Text fw={500}>System</Text>
              ) : (
                <Anchor component="button" type="button" fw={500} onClick={onActor} title="Show this person's changes only">
                  {actorName(entry)}
                </Anchor>
              )}
              <Text c="dimmed">{actionVerb(entry)}</Text>
              <Text>{entityLabel(entry.entity)}</Text>
              <Anchor component={Link} to={entityLink(entry)} fw={500}>
                {entityName(entry)}
              </Anchor>
            </Group>
            {entry.reason && (
              <Text size="sm" c="dimmed">
                Why: {entry.reason}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Badge color={source.color} variant="light">
              {source.label}
            </Badge>
            <Tooltip label={new Date(entry.at).toLocaleString(undefined, { dateStyle: "full", timeStyle: "medium" })}>
              <Text size="sm" c="dimmed" component="time" dateTime={entry.at} tabIndex={0}>
                {relativeTime(entry.at)}
              </Text>
            </Tooltip>
          </Group>
        </Group>
        <ChangeDiff before={entry.before} after={entry.after} />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconHistory size={14} />} onClick={onHistory}>
            Its history
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconArrowBackUp size={14} />} onClick={onRevert}>
            Revert to before this
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
