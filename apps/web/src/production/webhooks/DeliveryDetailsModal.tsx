import { Alert, Code, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { DeliveryStatusBadge } from "./DeliveryStatusBadge";
import { useWebhookDelivery } from "./webhooks-api";

/** One message: where it went, its tries and last answer, and the exact body that was signed. */
export function DeliveryDetailsModal({ clientId, id, onClose }: { clientId: string; id: string; onClose: () => void }) {
  const query = useWebhookDelivery(clientId, id);
  return (
    <Modal opened onClose={onClose} title="Webhook message" size="lg">
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading the message" />
      ) : query.isError ? (
        <Alert color="red" title="The message could not be loaded">
          {query.error.message}
        </Alert>
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            <DeliveryStatusBadge status={query.data.status} />
            <Text fw={600}>{query.data.event_type}</Text>
          </Group>
          <Text size="sm">
            <Code>webhook-id</Code> {query.data.id}
          </Text>
          <Text size="sm" style={{ wordBreak: "break-all" }}>
            To {query.data.url}
          </Text>
          <Text size="sm">
            {query.data.attempts} {query.data.attempts === 1 ? "try" : "tries"}, last answer {query.data.response_status ?? "none"}
          </Text>
          {query.data.response_excerpt && <Code block>{query.data.response_excerpt}</Code>}
          <Text size="sm" fw={600}>
            Body
          </Text>
          <Code block>{JSON.stringify(query.data.payload, null, 2)}</Code>
        </Stack>
      )}
    </Modal>
  );
}
