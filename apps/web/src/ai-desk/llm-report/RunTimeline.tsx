import { Anchor, Text, Timeline } from "@mantine/core";
import { IconCheck, IconCornerDownRight, IconX } from "@tabler/icons-react";
import type { LlmCallSummary, LlmRunOutcome } from "@framewise/contracts";
import { formatMs } from "./format";

const OUTCOMES: Record<LlmRunOutcome, string> = {
  succeeded: "Valid without a repair.",
  repaired: "Repaired: a later answer was valid.",
  "fell-back": "Fell back to the text planner.",
  failed: "Failed: no valid answer, and no fallback.",
};

interface Props {
  run: LlmCallSummary[];
  outcome: LlmRunOutcome;
  current: string;
  onOpen: (id: string) => void;
}

/** The run's calls in order (attempt 0, then each repair round) and how it ended; another call of the run opens on click. */
export function RunTimeline({ run, outcome, current, onOpen }: Props) {
  return (
    <Timeline bulletSize={20} lineWidth={2} active={run.length} aria-label="The run's calls">
      {run.map((call) => {
        const title = `Attempt ${call.attempt}: ${call.success ? "valid" : "failed"}${call.fallback ? ", then the fallback" : ""}`;
        return (
          <Timeline.Item
            key={call.id}
            color={call.success ? "teal" : "red"}
            bullet={call.success ? <IconCheck size={12} /> : <IconX size={12} />}
            title={
              call.id === current ? (
                <Text fw={600} size="sm">
                  {title} (this call)
                </Text>
              ) : (
                <Anchor component="button" type="button" size="sm" onClick={() => onOpen(call.id)}>
                  {title}
                </Anchor>
              )
            }
          >
            <Text size="xs" c="dimmed">
              {formatMs(call.latency_ms)}
              {call.error ? ` · ${call.error}` : ""}
            </Text>
          </Timeline.Item>
        );
      })}
      <Timeline.Item bullet={<IconCornerDownRight size={12} />} color={outcome === "failed" || outcome === "fell-back" ? "orange" : "teal"}>
        <Text size="sm" fw={600}>
          {OUTCOMES[outcome]}
        </Text>
      </Timeline.Item>
    </Timeline>
  );
}
