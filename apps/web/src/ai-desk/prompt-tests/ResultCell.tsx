import { Badge, Group, List, Paper, Stack, Text } from "@mantine/core";
import type { PromptTestResult } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { StoryboardStrip } from "../../video-studio/content/StoryboardStrip";
import { CHECK_LABELS } from "./check-labels";

const CHANGE = {
  regressed: { color: "red", label: "Regressed" },
  fixed: { color: "teal", label: "Fixed" },
} as const;

const figures = (result: PromptTestResult) =>
  [
    result.latency_ms === null ? null : `${(result.latency_ms / 1000).toFixed(1)} s`,
    result.input_tokens === null ? null : `${result.input_tokens} + ${result.output_tokens ?? "?"} tokens`,
    result.cost_usd === null ? null : `$${result.cost_usd.toFixed(4)}`,
  ].filter(Boolean);

/**
 * One prompt × target: passed or failed, what changed since the previous run, the failing
 * checks with what was found, the storyboard as thumbnails, its figures, and the judge's
 * opinion set apart as a judgement.
 */
export function ResultCell({ result, label }: { result: PromptTestResult | undefined; label: string }) {
  if (!result)
    return (
      <Text size="sm" c="dimmed">
        Not in this run.
      </Text>
    );
  if (result.status === "pending")
    return (
      <Text size="sm" c="dimmed" data-testid="result-cell" data-status="pending">
        Not run yet.
      </Text>
    );
  const failing = result.checks.filter((check) => !check.passed);
  const change = result.change && CHANGE[result.change];
  return (
    <Stack gap={6} data-testid="result-cell" data-status={result.status} aria-label={`${result.prompt_name} with ${label}`}>
      <Group gap={6}>
        <Badge color={result.status === "passed" ? "teal" : "red"} variant="filled">
          {result.status === "passed" ? "Pass" : "Fail"}
        </Badge>
        {change && (
          <Badge color={change.color} variant="light" data-testid="change-badge">
            {change.label}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {result.checks.length - failing.length}/{result.checks.length} checks
        </Text>
      </Group>
      {failing.length > 0 && (
        <List size="xs" spacing={2} aria-label="Failing checks">
          {failing.map((check) => (
            <List.Item key={check.check}>
              <Text span size="xs" fw={600}>
                {CHECK_LABELS[check.check]}:
              </Text>{" "}
              {check.detail}
            </List.Item>
          ))}
        </List>
      )}
      {result.document !== null && <StoryboardStrip document={result.document as Content} />}
      {figures(result).length > 0 && (
        <Text size="xs" c="dimmed">
          {figures(result).join(" · ")}
        </Text>
      )}
      {result.judgement && (
        <Paper withBorder p={6} radius="sm" bg="var(--mantine-color-yellow-0)" data-testid="judgement">
          <Text size="xs" fw={600}>
            Judgement by {result.judgement.model_id}: {result.judgement.score === null ? "no score" : `${result.judgement.score}/5`}
          </Text>
          <Text size="xs">{result.judgement.reason}</Text>
          <Text size="xs" c="dimmed">
            A model's opinion, not a check: it does not decide pass or fail.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
