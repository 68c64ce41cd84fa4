import { BROWSER_AGREEMENT, type ChecklistAspect, type ChecklistItem, type LibraryKind, type ManualCheck } from "@framewise/contracts";
import { Alert, Badge, Button, Checkbox, Group, List, Loader, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheckFilled, IconCircleDashed, IconCircleXFilled, IconPlayerPlay } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { studioKeys, useRunChecklist, useTickCheck } from "../studio/studio-api";
import { compareInBrowser } from "./compare-in-browser";
import { postBrowserComparison, useChecklistSettled, useItemChecklist, type VersionChecklist } from "./item-api";
import type { PreviewPair } from "./preview-pairs";

const CHECK_LABELS: Record<ChecklistItem["check"], string> = {
  schema_valid: "Valid definition",
  text_fits: "Longest text fits its boxes",
  safe_areas: "Clear of the safe areas",
  contrast: "Text contrast (WCAG AA)",
  browser_matches_server: "Browser and server draw the same",
  looks_right: "Looks right",
  animation_feels_right: "Animation feels right",
};

interface Props {
  kind: LibraryKind;
  id: string;
  version: number;
  /** What the browser draws to compare with the server (the first preview row), if anything. */
  comparePair: PreviewPair | undefined;
}

const aspectsOf = (checklist: VersionChecklist) => [...new Set(checklist.items.map((item) => item.aspect))];

function StatusIcon({ status }: { status: ChecklistItem["status"] }) {
  if (status === "pass") return <IconCircleCheckFilled size={18} color="var(--mantine-color-green-6)" aria-label="pass" />;
  if (status === "fail") return <IconCircleXFilled size={18} color="var(--mantine-color-red-6)" aria-label="fail" />;
  return <IconCircleDashed size={18} color="var(--mantine-color-gray-5)" aria-label="not run" />;
}

/**
 * A version's checklist per aspect ratio. "Run checks" starts the server's job (the panel shows it
 * running and reads again until it ends), then draws a few frames per aspect in the browser and
 * has the server draw the same ones, posting how far they differ: `browser_matches_server`.
 * Staff tick the manual items here.
 */
export function ChecklistPanel({ kind, id, version, comparePair }: Props) {
  const checklist = useItemChecklist(kind, id, version);
  const runServer = useRunChecklist(kind, id);
  const settled = useChecklistSettled(kind, id);
  const tick = useTickCheck(kind, id);
  const client = useQueryClient();
  const [comparing, setComparing] = useState<ChecklistAspect | null>(null);
  const runAll = useMutation({
    mutationFn: async () => {
      await runServer.mutateAsync(version);
      const done = await settled(version);
      if (done.error || !comparePair) return;
      for (const aspect of aspectsOf(done)) {
        setComparing(aspect);
        await postBrowserComparison(kind, id, version, await compareInBrowser(comparePair, aspect));
      }
    },
    onSettled: () => {
      setComparing(null);
      return client.invalidateQueries({ queryKey: studioKeys.all });
    },
  });

  if (checklist.error)
    return (
      <Alert color="red" title="The checklist could not be loaded">
        {checklist.error.message}
      </Alert>
    );
  if (!checklist.data) return <Skeleton height={240} radius="md" aria-label="Loading the checklist" />;
  const data = checklist.data;
  const busy = data.running || runAll.isPending;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={3} size="h4">
              Checklist of version {version}
            </Title>
            <Badge color={data.green ? "green" : "red"} variant="light">
              {data.green ? "All green" : `${data.items.filter((item) => item.status !== "pass").length} not green`}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {data.ran_at
              ? `Checked ${new Date(data.ran_at).toLocaleString()} in ${data.duration_ms ?? "?"} ms${data.checked_with.length ? ` with ${data.checked_with.join(", ")}` : ""}`
              : "The automatic checks have not run on this version."}
          </Text>
        </div>
        <Button leftSection={<IconPlayerPlay size={16} />} loading={busy} onClick={() => runAll.mutate()}>
          Run checks
        </Button>
      </Group>
      {data.running && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">The server is checking version {version}…</Text>
        </Group>
      )}
      {comparing && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Drawing {comparing} in the browser and on the server to compare…</Text>
        </Group>
      )}
      {data.error && (
        <Alert color="red" title="The checks could not finish">
          {data.error}
        </Alert>
      )}
      {runAll.error && (
        <Alert color="red" title="Run checks stopped">
          {runAll.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {aspectsOf(data).map((aspect) => (
          <Paper key={aspect} withBorder radius="md" p="sm" aria-label={`Checklist ${aspect}`} role="region">
            <Text fw={600} mb={6}>
              {aspect}
            </Text>
            <Stack gap={6}>
              {data.items
                .filter((item) => item.aspect === aspect)
                .map((item) =>
                  item.kind === "manual" ? (
                    <Checkbox
                      key={item.check}
                      label={CHECK_LABELS[item.check]}
                      description={item.ticked_by ? `Ticked by ${item.ticked_by}` : undefined}
                      checked={item.status === "pass"}
                      disabled={tick.isPending}
                      onChange={(event) =>
                        tick.mutate({ check: item.check as ManualCheck, aspect, ticked: event.currentTarget.checked, version })
                      }
                    />
                  ) : (
                    <div key={item.check} data-testid={`check-${item.check}-${aspect}`} data-status={item.status}>
                      <Group gap={6} wrap="nowrap">
                        <StatusIcon status={item.status} />
                        <Text size="sm">{CHECK_LABELS[item.check]}</Text>
                      </Group>
                      {item.check === "browser_matches_server" && data.browser_comparison[aspect] && (
                        <Text size="xs" c="dimmed" ml={24}>
                          {data.browser_comparison[aspect].over_percent.toFixed(2)} % of pixels differ (at most{" "}
                          {BROWSER_AGREEMENT.maxOverPercent} %), mean {data.browser_comparison[aspect].mean_difference.toFixed(2)}, frames{" "}
                          {data.browser_comparison[aspect].frames.join(", ")}
                        </Text>
                      )}
                      {item.findings.length > 0 && (
                        <List size="xs" ml={24} c="red.8">
                          {item.findings.slice(0, 8).map((finding, index) => (
                            <List.Item key={index}>
                              {[finding.template && `under ${finding.template}`, finding.element].filter(Boolean).join(", ")}
                              {finding.template || finding.element ? ": " : ""}
                              {finding.message}
                            </List.Item>
                          ))}
                          {item.findings.length > 8 && <List.Item>and {item.findings.length - 8} more</List.Item>}
                        </List>
                      )}
                    </div>
                  ),
                )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {tick.error && (
        <Alert color="red" title="The tick was not saved">
          {tick.error.message}
        </Alert>
      )}
    </Stack>
  );
}
