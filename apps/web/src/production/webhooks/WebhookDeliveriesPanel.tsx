import { useState } from "react";
import { Alert, Button, Card, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import type { WebhookDelivery, WebhookDeliveryStatus } from "@framewise/contracts";
import { LoadMore } from "../../ui/LoadMore";
import { DeliveryDetailsModal } from "./DeliveryDetailsModal";
import { DeliveryStatusBadge } from "./DeliveryStatusBadge";
import { useResendWebhook, useSendTestWebhook, useWebhookDeliveries } from "./webhooks-api";

const FILTERS = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "delivered", label: "Delivered" },
  { value: "failed", label: "Failed" },
];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" }) : "–");

function DeliveryRow({
  row,
  onOpen,
  onResend,
  resending,
}: {
  row: WebhookDelivery;
  onOpen: () => void;
  onResend: () => void;
  resending: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td>{when(row.created_at)}</Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onOpen}
          aria-label={`Show the ${row.event_type} message of ${when(row.created_at)}`}
        >
          {row.event_type}
        </Button>
      </Table.Td>
      <Table.Td>
        <DeliveryStatusBadge status={row.status} />
      </Table.Td>
      <Table.Td>{row.attempts}</Table.Td>
      <Table.Td>{row.response_status ?? "–"}</Table.Td>
      <Table.Td maw={260}>
        <Text size="xs" ff="monospace" lineClamp={2} title={row.response_excerpt ?? undefined}>
          {row.response_excerpt ?? "–"}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" disabled={row.status === "pending"} loading={resending} onClick={onResend}>
          Resend
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A client's webhook delivery log for staff: every message with its state, tries and the
 * receiver's last answer; resend a delivered or failed one, send a test message. Pending
 * messages are followed until they settle.
 */
export function WebhookDeliveriesPanel({ clientId }: { clientId: string }) {
  const [filter, setFilter] = useState("all");
  const [open, setOpen] = useState<string | null>(null);
  const status = filter === "all" ? undefined : (filter as WebhookDeliveryStatus);
  const log = useWebhookDeliveries(clientId, status);
  const resend = useResendWebhook(clientId);
  const test = useSendTestWebhook(clientId);
  const rows = log.data?.pages.flatMap((page) => page.data) ?? [];
  const failure = test.error ?? resend.error;
  return (
    <Card withBorder component="section" aria-label="Webhook deliveries">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Webhook deliveries</Title>
          <Button variant="light" loading={test.isPending} onClick={() => test.mutate(undefined)}>
            Send a test event
          </Button>
        </Group>
        <SegmentedControl data={FILTERS} value={filter} onChange={setFilter} aria-label="Show messages" />
        {failure && (
          <Alert color="red" title="Not sent">
            {failure.message}
          </Alert>
        )}
        {log.isPending ? (
          <Loader size="sm" aria-label="Loading webhook deliveries" />
        ) : log.isError ? (
          <Alert color="red" title="The delivery log could not be loaded">
            {log.error.message}
          </Alert>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {status ? `No ${status} messages.` : "No webhook messages yet: finished renders and test events appear here."}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Webhook messages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Tries</Table.Th>
                  <Table.Th>Response</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <DeliveryRow
                    key={row.id}
                    row={row}
                    onOpen={() => setOpen(row.id)}
                    onResend={() => resend.mutate(row.id)}
                    resending={resend.isPending && resend.variables === row.id}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <LoadMore list={log} />
      </Stack>
      {open && <DeliveryDetailsModal clientId={clientId} id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
