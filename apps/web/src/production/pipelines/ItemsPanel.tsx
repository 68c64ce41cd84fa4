import { Alert, Badge, Button, Center, Group, Loader, Select, Stack, Table, Text } from "@mantine/core";
import { clientRenderPath, PIPELINE_ITEM_STATUSES, type PipelineItemStatus } from "@framewise/contracts";
import { useState } from "react";
import { ITEM_STATUS_COLORS, itemStatusLabel } from "./pipeline-labels";
import { staffItemPath, useItemDecision, usePipelineItems, type PipelineItem } from "./pipelines-api";
import { StoryboardThumb } from "./StoryboardThumb";
import { WatchRender } from "../shared/WatchRender";

function ItemRow({ item, clientId }: { item: PipelineItem; clientId: string }) {
  const retry = useItemDecision();
  return (
    <Table.Tr>
      <Table.Td>
        {item.document ? <StoryboardThumb document={item.document} scenes={1} width={48} /> : <Loader size="xs" aria-label="Drafting" />}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {item.document?.title ?? item.fields.title ?? item.item_key}
        </Text>
        <Text size="xs" c="dimmed">
          {item.item_key}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={ITEM_STATUS_COLORS[item.status]} variant="light">
          {itemStatusLabel(item.status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c={item.error ? "red" : "dimmed"}>
          {item.error ?? item.reason ?? ""}
        </Text>
      </Table.Td>
      <Table.Td>
        {item.render_id && item.status === "rendered" && (
          <WatchRender
            videoUrl={`${clientRenderPath(clientId, item.render_id)}/video`}
            posterUrl={`${clientRenderPath(clientId, item.render_id)}/poster`}
            title={item.document?.title ?? item.item_key}
          />
        )}
        {item.status === "failed" && (
          <Button
            size="xs"
            variant="light"
            loading={retry.isPending}
            onClick={() => retry.mutate({ itemPath: staffItemPath(item.id), action: "retry" })}
          >
            Retry
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A pipeline's items, newest first, filtered by state; a rendered one can be watched and downloaded, a failed one retried. */
export function ItemsPanel({ pipelineId, clientId }: { pipelineId: string; clientId: string }) {
  const [status, setStatus] = useState<PipelineItemStatus | null>(null);
  const items = usePipelineItems(pipelineId, status);
  return (
    <Stack gap="sm">
      <Group>
        <Select
          aria-label="Item status"
          placeholder="Every status"
          clearable
          data={PIPELINE_ITEM_STATUSES.map((value) => ({ value, label: itemStatusLabel(value) }))}
          value={status}
          onChange={(value) => setStatus(value)}
          w={220}
        />
      </Group>
      {items.error && <Alert color="red">{items.error.message}</Alert>}
      {items.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading the items" />
        </Center>
      ) : items.data?.length === 0 ? (
        <Text c="dimmed">No items{status ? ` ${itemStatusLabel(status)}` : " yet: run the pipeline to read its source"}.</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Items">
          <Table.Tbody>
            {items.data?.map((item) => (
              <ItemRow key={item.id} item={item} clientId={clientId} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
