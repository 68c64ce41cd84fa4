import { Badge } from "@mantine/core";
import type { WebhookDeliveryStatus } from "@framewise/contracts";

const COLORS: Record<WebhookDeliveryStatus, string> = { pending: "yellow", delivered: "teal", failed: "red" };

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {status}
    </Badge>
  );
}
