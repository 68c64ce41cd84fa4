import { Badge, Button, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";

/** A message longer than this (a system prompt with the library in it) starts folded. */
export const FOLD_AT = 600;

/** A message's content as text: the words, or its parts as JSON (tool calls, tool results, pictures). */
const contentText = (content: unknown) => (typeof content === "string" ? content : JSON.stringify(content, null, 2));

function Message({ message, index }: { message: unknown; index: number }) {
  const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
  const text = contentText(content);
  const long = text.length > FOLD_AT;
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="xs" role="article" aria-label={`Message ${index + 1}: ${String(role)}`}>
      <Group justify="space-between" mb={4}>
        <Badge variant="light" size="sm">
          {String(role)}
        </Badge>
        <Text size="xs" c="dimmed">
          {text.length.toLocaleString("en")} characters
        </Text>
      </Group>
      <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {long && !open ? `${text.slice(0, FOLD_AT)}…` : text}
      </Code>
      {long && (
        <Button variant="subtle" size="compact-xs" mt={4} onClick={() => setOpen(!open)}>
          {open ? "Fold" : "Show all"}
        </Button>
      )}
    </Paper>
  );
}

/** What was sent, message by message; long ones folded. */
export function RequestMessages({ messages }: { messages: unknown[] }) {
  return (
    <Stack gap="xs">
      {messages.map((message, index) => (
        // The recorded messages never change order: the index is their identity.
        <Message key={index} message={message} index={index} />
      ))}
    </Stack>
  );
}
