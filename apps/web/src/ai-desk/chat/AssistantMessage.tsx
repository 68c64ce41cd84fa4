import { ActionIcon, Alert, Group, Loader, Menu, Stack, Text, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import type { LlmModelInfo } from "@framewise/contracts";
import { AnswerParts } from "./AnswerParts";
import { BranchSwitcher } from "./BranchSwitcher";
import type { ChatMessage } from "./chat-api";
import type { OnApproval } from "./tools/ToolCard";

/** An answer: its parts, how it ended when not well, its versions, and another answer from any model. */
export function AssistantMessage({
  message,
  streaming,
  busy,
  models,
  onRegenerate,
  onSwitch,
  onApproval,
}: {
  message: ChatMessage;
  /** This answer is arriving now. */
  streaming: boolean;
  busy: boolean;
  models: LlmModelInfo[];
  onRegenerate: (modelId: string) => void;
  onSwitch: (id: string) => void;
  onApproval: OnApproval;
}) {
  const metadata = message.metadata;
  const model = models.find((each) => each.id === metadata?.model_id);
  return (
    <Stack gap={4} data-testid="assistant-message">
      <AnswerParts message={message} onApproval={onApproval} />
      {streaming && <Loader size="xs" type="dots" aria-label="Answer arriving" />}
      {metadata?.status === "stopped" && (
        <Text size="xs" c="dimmed">
          Stopped.
        </Text>
      )}
      {metadata?.status === "failed" && (
        <Alert color="red" variant="light" p="xs" title="The answer failed">
          {metadata.error}
        </Alert>
      )}
      {!streaming && (
        <Group gap={4}>
          {metadata && <BranchSwitcher branch={metadata.branch} onSwitch={onSwitch} disabled={busy} />}
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Tooltip label="Answer again">
                <ActionIcon variant="subtle" size="sm" aria-label="Regenerate" disabled={busy}>
                  <IconRefresh size={14} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Answer again with</Menu.Label>
              {models.map((each) => (
                <Menu.Item key={each.id} onClick={() => onRegenerate(each.id)}>
                  {each.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {model && (
            <Text size="xs" c="dimmed">
              {model.label}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
