import { Alert, Anchor, Badge, Button, Center, Loader, Progress, Stack, Table, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import type { ClientSummary, QuotaState } from "@framewise/contracts";
import { Link } from "react-router";
import { formatQuota } from "../../workspace/plans/quota-units";
import { useClients } from "../shared/clients-api";
import { CreateClientModal } from "./CreateClientModal";
import { PageHeader } from "../../ui/PageHeader";

/** This month's renders against the client's plan, as a bar. */
function RendersBar({ usage }: { usage: QuotaState[] }) {
  const renders = usage.find((quota) => quota.metric === "renders");
  if (!renders) return null;
  const share = renders.limit > 0 ? Math.min(100, (renders.used / renders.limit) * 100) : 100;
  return (
    <Stack gap={2} miw={140}>
      <Progress value={share} color={share >= 100 ? "red" : share >= 80 ? "yellow" : "blue"} aria-label="Renders this month" />
      <Text size="xs" c="dimmed">
        {formatQuota("renders", renders.used)} of {formatQuota("renders", renders.limit)}
      </Text>
    </Stack>
  );
}

function ClientRow({ client }: { client: ClientSummary }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/prod/clients/${client.id}`} fw={500}>
          {client.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Badge color={client.status === "active" ? "green" : "orange"} variant="light">
          {client.status}
        </Badge>
      </Table.Td>
      <Table.Td>
        <RendersBar usage={client.usage} />
      </Table.Td>
      <Table.Td>{client.active_key_count}</Table.Td>
      <Table.Td>{new Date(client.created_at).toLocaleDateString("en", { dateStyle: "medium" })}</Table.Td>
    </Table.Tr>
  );
}

/** `prod/clients`: every production client with its status, this month's renders against its plan, and its working keys. */
export default function ClientsPage() {
  const clients = useClients();
  const [creating, creator] = useDisclosure(false);
  return (
    <Stack gap="md">
      <PageHeader
        title="Production clients"
        intro="Businesses whose systems get videos made from their data: their brand kit, templates, API keys, quotas and webhook."
      >
        <Button leftSection={<IconPlus size={16} />} onClick={creator.open}>
          New client
        </Button>
      </PageHeader>
      {clients.error && (
        <Alert color="red" title="The clients could not be loaded">
          {clients.error.message}
        </Alert>
      )}
      {clients.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the clients" />
        </Center>
      ) : clients.data?.length === 0 ? (
        <Alert color="gray" title="No clients yet">
          Create a client, give it templates and an API key, and its systems can render through the public API.
        </Alert>
      ) : (
        clients.data && (
          <Table highlightOnHover verticalSpacing="sm" aria-label="Clients">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Usage this month</Table.Th>
                <Table.Th>Keys</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.data.map((client) => (
                <ClientRow key={client.id} client={client} />
              ))}
            </Table.Tbody>
          </Table>
        )
      )}
      <CreateClientModal opened={creating} onClose={creator.close} />
    </Stack>
  );
}
