import { Badge, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHeartbeat } from "@tabler/icons-react";
import type { LlmModelHealth, LlmModelInfo } from "@framewise/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";
import { STAFF_API } from "./chat-api";

const checkModel = async (id: string) =>
  (await apiRequest<{ data: LlmModelHealth }>(`${STAFF_API}/llm/models/${encodeURIComponent(id)}/health`, { method: "POST" })).data;

const price = (model: LlmModelInfo) =>
  model.price ? (
    `$${model.price.input} / $${model.price.output}`
  ) : (
    <Text span size="sm" c="dimmed">
      not set
    </Text>
  );

/** One model's row: what it is, its price, and a health check on demand (a one-word question to it). */
function ModelRow({ model }: { model: LlmModelInfo }) {
  const check = useMutation({ mutationFn: () => checkModel(model.id) });
  const health = check.data;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {model.label}
        </Text>
        <Text size="xs" c="dimmed">
          {model.provider} · {model.model}
        </Text>
        <Group gap={4} mt={2}>
          {model.planner && (
            <Badge size="xs" variant="light">
              plans storyboards
            </Badge>
          )}
          {model.vision && (
            <Badge size="xs" variant="light" color="grape">
              pictures
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{price(model)}</Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Button
            size="compact-xs"
            variant="default"
            loading={check.isPending}
            onClick={() => check.mutate()}
            aria-label={`Check ${model.label}`}
          >
            Check
          </Button>
          {health && (
            <Text size="xs" c={health.ok ? "teal" : "red"} data-testid={`health-${model.id}`}>
              {health.ok ? `Answered in ${health.latency_ms} ms` : `Failed: ${health.error}`}
            </Text>
          )}
          {check.error && (
            <Text size="xs" c="red">
              {check.error.message}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** The configured models with their prices (USD per million tokens, in / out) and a health check each. */
export function ModelsPanel({ models }: { models: LlmModelInfo[] }) {
  const [opened, panel] = useDisclosure(false);
  return (
    <>
      <Button size="compact-sm" variant="subtle" leftSection={<IconHeartbeat size={14} />} onClick={panel.open}>
        Models
      </Button>
      <Modal opened={opened} onClose={panel.close} title="Configured models" size="lg">
        <Table verticalSpacing="xs" aria-label="Configured models">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Model</Table.Th>
              <Table.Th>Price per 1M tokens (in / out)</Table.Th>
              <Table.Th>Health</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.map((model) => (
              <ModelRow key={model.id} model={model} />
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="sm">
          Models come from the server's configuration (LLM_MODEL, LLM_MODELS); keys never leave the server.
        </Text>
      </Modal>
    </>
  );
}
