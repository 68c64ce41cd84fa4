import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import type { CampaignInfo } from "@framewise/contracts";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useClientTemplates } from "../shared/clients-api";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { CampaignEditor } from "./CampaignEditor";
import { useClientCampaigns, useDeleteCampaign } from "./staff-campaigns-api";

/** A client's `megapot` campaigns for staff: each binds a client template and the variables its form shows. */
export function CampaignsPanel({ clientId }: { clientId: string }) {
  const campaigns = useClientCampaigns(clientId);
  const templates = useClientTemplates(clientId);
  const remove = useDeleteCampaign(clientId);
  // undefined: no dialog; null: a new campaign.
  const [editing, setEditing] = useState<CampaignInfo | null | undefined>(undefined);
  const [removing, setRemoving] = useState<CampaignInfo | null>(null);
  const templateName = (id: string) => templates.data?.find((template) => template.id === id)?.name ?? "—";
  const noTemplates = templates.data?.length === 0;
  return (
    <Card withBorder component="section" aria-label="Campaigns">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Campaigns</Title>
          <Button leftSection={<IconPlus size={16} />} disabled={!templates.data?.length} onClick={() => setEditing(null)}>
            New campaign
          </Button>
        </Group>
        {(campaigns.error ?? templates.error) && <Alert color="red">{(campaigns.error ?? templates.error)!.message}</Alert>}
        {campaigns.isPending && <Loader size="sm" aria-label="Loading the campaigns" />}
        {campaigns.data?.length === 0 && (
          <Text c="dimmed">
            {noTemplates
              ? "No campaigns yet. Add a template on the Templates tab first: a campaign's form fills its variables."
              : "No campaigns yet. A campaign gives the client's members a one-click video page (megapot) from one of its templates."}
          </Text>
        )}
        {!!campaigns.data?.length && (
          <Table aria-label="Campaigns list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Template</Table.Th>
                <Table.Th>Form fields</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.data.map((campaign) => (
                <Table.Tr key={campaign.id}>
                  <Table.Td>{campaign.name}</Table.Td>
                  <Table.Td>{templateName(campaign.client_template_id)}</Table.Td>
                  <Table.Td>{campaign.variables.join(", ")}</Table.Td>
                  <Table.Td>
                    <Badge color={campaign.active ? "green" : "gray"}>{campaign.active ? "active" : "off"}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label="Edit">
                        <ActionIcon variant="subtle" aria-label={`Edit ${campaign.name}`} onClick={() => setEditing(campaign)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${campaign.name}`}
                          onClick={() => setRemoving(campaign)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing !== undefined && templates.data && (
        <CampaignEditor
          clientId={clientId}
          campaign={editing ?? undefined}
          templates={templates.data}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDelete
        opened={removing !== null}
        title={`Delete “${removing?.name}”?`}
        error={remove.error}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      >
        <Text>Its page stops working for the client's members. The videos already made with it stay the client's.</Text>
      </ConfirmDelete>
    </Card>
  );
}
