import { Badge } from "@mantine/core";
import type { GeneratedLayoutStatus, GeneratedLayoutSummary } from "@framewise/contracts";

export const STATUS_LABELS: Record<GeneratedLayoutStatus, string> = {
  generating: "Generating",
  failed: "Failed",
  pending_review: "Waiting for review",
  approved: "Approved",
  rejected: "Rejected",
};
const STATUS_COLORS: Record<GeneratedLayoutStatus, string> = {
  generating: "blue",
  failed: "red",
  pending_review: "yellow",
  approved: "green",
  rejected: "gray",
};

export const StatusBadge = ({ status }: { status: GeneratedLayoutStatus }) => (
  <Badge color={STATUS_COLORS[status]} variant="light">
    {STATUS_LABELS[status]}
  </Badge>
);

/** The automatic checks' verdict in one badge; nothing before they ran. */
export function ChecksBadge({ layout }: { layout: Pick<GeneratedLayoutSummary, "checks_green" | "status"> }) {
  if (layout.checks_green === null)
    return layout.status === "pending_review" ? (
      <Badge color="gray" variant="outline">
        Checks running
      </Badge>
    ) : null;
  return layout.checks_green ? (
    <Badge color="green" variant="outline">
      Checks pass
    </Badge>
  ) : (
    <Badge color="red" variant="outline">
      Checks fail
    </Badge>
  );
}
