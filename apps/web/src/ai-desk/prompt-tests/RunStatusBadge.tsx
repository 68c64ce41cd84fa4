import { Badge } from "@mantine/core";
import type { PromptTestRunStatus } from "@framewise/contracts";

const LOOK: Record<PromptTestRunStatus, { color: string; label: string }> = {
  queued: { color: "gray", label: "Queued" },
  running: { color: "blue", label: "Running" },
  succeeded: { color: "teal", label: "Finished" },
  failed: { color: "red", label: "Failed" },
  canceled: { color: "orange", label: "Canceled" },
};

export function RunStatusBadge({ status }: { status: PromptTestRunStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" data-testid="run-status">
      {look.label}
    </Badge>
  );
}
