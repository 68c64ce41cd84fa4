import { ActionIcon, CloseButton, Group, Image, Paper, Select, Stack, Textarea, Tooltip } from "@mantine/core";
import { IconArrowUp, IconPaperclip, IconPlayerStopFilled } from "@tabler/icons-react";
import { CHAT_LIMITS, type Asset, type LlmModelInfo } from "@framewise/contracts";
import { useState, type KeyboardEvent } from "react";
import { AssetPicker } from "../../workspace/assets/AssetPicker";

/** What the composer sends: the words and the pictures attached from the library. */
export interface Question {
  text: string;
  pictures: Asset[];
}

export interface ComposerProps {
  models: LlmModelInfo[];
  modelId: string | undefined;
  onModelChange: (id: string) => void;
  /** An answer is on its way: the composer offers Stop instead of Send. */
  busy: boolean;
  onSend: (question: Question) => void;
  onStop: () => void;
}

/**
 * Where a question is written: Enter sends, Shift+Enter starts a new line, Escape stops an answer.
 * Pictures come from the asset library (or an upload into it) and only for a model that takes them.
 */
export function Composer({ models, modelId, onModelChange, busy, onSend, onStop }: ComposerProps) {
  const [text, setText] = useState("");
  const [pictures, setPictures] = useState<Asset[]>([]);
  const [picking, setPicking] = useState(false);
  const vision = models.find((model) => model.id === modelId)?.vision ?? false;
  const canSend = !busy && (text.trim() !== "" || pictures.length > 0);

  const send = () => {
    if (!canSend) return;
    onSend({ text: text.trim(), pictures: vision ? pictures : [] });
    setText("");
    setPictures([]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === "Escape" && busy) {
      event.preventDefault();
      onStop();
    }
  };

  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap={6}>
        {pictures.length > 0 && (
          <Group gap="xs">
            {pictures.map((picture) => (
              <Group key={picture.id} gap={2} wrap="nowrap">
                <Image src={picture.thumbnail_urls?.small} alt={picture.name} w={48} h={48} fit="cover" radius="sm" />
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${picture.name}`}
                  onClick={() => setPictures((list) => list.filter((each) => each.id !== picture.id))}
                />
              </Group>
            ))}
          </Group>
        )}
        <Textarea
          aria-label="Message"
          placeholder="Ask anything, or ask for a video…"
          autosize
          minRows={1}
          maxRows={8}
          maxLength={CHAT_LIMITS.messageLength}
          variant="unstyled"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Tooltip label={vision ? "Attach a picture" : "This model does not take pictures"}>
              <ActionIcon
                variant="subtle"
                aria-label="Attach a picture"
                disabled={!vision || pictures.length >= CHAT_LIMITS.attachments}
                onClick={() => setPicking(true)}
              >
                <IconPaperclip size={18} />
              </ActionIcon>
            </Tooltip>
            <Select
              aria-label="Model"
              size="xs"
              w={200}
              allowDeselect={false}
              data={models.map((model) => ({ value: model.id, label: model.label }))}
              value={modelId ?? null}
              onChange={(value) => value && onModelChange(value)}
            />
          </Group>
          {busy ? (
            <Tooltip label="Stop (Esc)">
              <ActionIcon radius="xl" size="lg" color="red" aria-label="Stop" onClick={onStop}>
                <IconPlayerStopFilled size={16} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <ActionIcon radius="xl" size="lg" aria-label="Send" disabled={!canSend} onClick={send}>
              <IconArrowUp size={18} />
            </ActionIcon>
          )}
        </Group>
      </Stack>
      <AssetPicker
        opened={picking}
        onClose={() => setPicking(false)}
        kinds={["image"]}
        title="Attach a picture"
        onPick={(asset) => setPictures((list) => (list.some((each) => each.id === asset.id) ? list : [...list, asset]))}
      />
    </Paper>
  );
}
