import { ActionIcon, Button, Group, Image, Paper, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { CHAT_LIMITS } from "@framewise/contracts";
import { useState } from "react";
import { BranchSwitcher } from "./BranchSwitcher";
import type { ChatMessage } from "./chat-api";

const textOf = (message: ChatMessage) => message.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");

/** A question: its words and pictures, its versions, and an edit that asks it again as a new version. */
export function UserMessage({
  message,
  busy,
  onEdit,
  onSwitch,
}: {
  message: ChatMessage;
  busy: boolean;
  onEdit: (text: string) => void;
  onSwitch: (id: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const pictures = message.parts.filter((part) => part.type === "file");
  return (
    <Stack gap={4} align="flex-end" data-testid="user-message">
      <Paper bg="var(--mantine-color-default-hover)" px="sm" py={6} radius="md" maw="85%">
        {pictures.map((part, index) => (
          <Image key={index} src={part.url} alt={part.filename ?? "A picture"} maw={240} radius="sm" mb={4} />
        ))}
        {draft === null ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {textOf(message)}
          </Text>
        ) : (
          <Stack gap={4} miw={320}>
            <Textarea
              aria-label="Edit your question"
              autosize
              minRows={2}
              maxLength={CHAT_LIMITS.messageLength}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button size="xs" disabled={!draft.trim()} onClick={() => (onEdit(draft), setDraft(null))}>
                Send
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
      <Group gap={4}>
        {message.metadata && <BranchSwitcher branch={message.metadata.branch} onSwitch={onSwitch} disabled={busy} />}
        {draft === null && (
          <Tooltip label="Edit and ask again">
            <ActionIcon variant="subtle" size="sm" aria-label="Edit question" disabled={busy} onClick={() => setDraft(textOf(message))}>
              <IconPencil size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}
