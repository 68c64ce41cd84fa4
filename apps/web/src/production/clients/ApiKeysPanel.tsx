import { Alert, Badge, Button, Card, Code, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ApiKeyInfo } from "@framewise/contracts";
import { IconKey } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { useClientKeys, useRevokeKey } from "../shared/clients-api";
import { CreateKeyModal } from "./CreateKeyModal";

const when = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" }) : none;

function KeyState({ apiKey }: { apiKey: ApiKeyInfo }) {
  if (apiKey.revoked_at) return <Badge color="gray">Revoked</Badge>;
  if (apiKey.expires_at && new Date(apiKey.expires_at) <= new Date()) return <Badge color="orange">Expired</Badge>;
  return <Badge color="green">Active</Badge>;
}

/** The client's keys (never the keys themselves): prefix, name, scopes, last use, expiry; new keys and revoking. */
export function ApiKeysPanel({ clientId }: { clientId: string }) {
  const keys = useClientKeys(clientId);
  const revoke = useRevokeKey(clientId);
  const [creating, creator] = useDisclosure(false);
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);
  return (
    <Card withBorder component="section" aria-label="API keys">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>API keys</Title>
          <Button leftSection={<IconKey size={16} />} onClick={creator.open}>
            New key
          </Button>
        </Group>
        {keys.error && <Alert color="red">{keys.error.message}</Alert>}
        {keys.isPending && <Loader size="sm" aria-label="Loading the keys" />}
        {keys.data?.length === 0 && <Text c="dimmed">No keys yet. Make one for each system of the client that calls the API.</Text>}
        {!!keys.data?.length && (
          <Table aria-label="Keys" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((apiKey) => (
                <Table.Tr key={apiKey.id}>
                  <Table.Td>{apiKey.name}</Table.Td>
                  <Table.Td>
                    <Code>{apiKey.prefix}_…</Code>
                  </Table.Td>
                  <Table.Td>{apiKey.scopes.join(", ")}</Table.Td>
                  <Table.Td>{when(apiKey.last_used_at, "Never")}</Table.Td>
                  <Table.Td>{when(apiKey.expires_at, "Never")}</Table.Td>
                  <Table.Td>
                    <KeyState apiKey={apiKey} />
                  </Table.Td>
                  <Table.Td>
                    {!apiKey.revoked_at && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRevoking(apiKey)}
                        aria-label={`Revoke ${apiKey.name}`}
                      >
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <CreateKeyModal clientId={clientId} opened={creating} onClose={creator.close} />
      <ConfirmDelete
        opened={revoking !== null}
        title={`Revoke “${revoking?.name}”?`}
        confirmLabel="Revoke key"
        error={revoke.error}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      >
        <Text>Every request with this key answers 401 from now on. This cannot be undone.</Text>
      </ConfirmDelete>
    </Card>
  );
}
