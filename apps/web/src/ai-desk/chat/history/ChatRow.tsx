import { Box, Group, NavLink, Text } from "@mantine/core";
import { IconPinFilled } from "@tabler/icons-react";
import { CHAT_LIMITS, type ChatFolder, type ChatSummary } from "@framewise/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { ChatRowMenu } from "./ChatRowMenu";
import { ChatSnippet } from "./ChatSnippet";
import { useUpdateChat } from "./history-api";
import { InlineNameInput } from "./InlineNameInput";
import { relativeTime } from "./relative-time";
import { startChatDrag } from "./use-chat-drop";

interface Props {
  chat: ChatSummary;
  active: boolean;
  folders: ChatFolder[];
  onDelete: (chat: ChatSummary) => void;
}

/** An answer is arriving in this chat. */
function StreamingDot() {
  return (
    <Box component="span" role="img" aria-label="Answer arriving" w={8} h={8} bg="blue" style={{ borderRadius: "50%", flexShrink: 0 }} />
  );
}

/** One chat in the sidebar: its link (title, last activity, a search's snippet) and its menu; drag it onto a folder to file it. */
export function ChatRow({ chat, active, folders, onDelete }: Props) {
  const update = useUpdateChat();
  const [renaming, setRenaming] = useState(false);

  if (renaming)
    return (
      <InlineNameInput
        label="Chat title"
        initial={chat.title}
        maxLength={CHAT_LIMITS.titleLength}
        onSave={(title) => (update.mutate({ id: chat.id, title }), setRenaming(false))}
        onCancel={() => setRenaming(false)}
      />
    );
  return (
    <Group gap={2} wrap="nowrap" draggable onDragStart={(event) => startChatDrag(event, chat.id)} data-testid="chat-row">
      <NavLink
        component={Link}
        to={`/llm-chat/${chat.id}`}
        active={active}
        aria-current={active ? "page" : undefined}
        py={4}
        style={{ flex: 1, minWidth: 0, borderRadius: 4 }}
        label={
          <Group component="span" gap={6} wrap="nowrap">
            {chat.streaming && <StreamingDot />}
            {chat.pinned && <IconPinFilled size={12} aria-label="Pinned" style={{ flexShrink: 0 }} />}
            <Text size="sm" truncate>
              {chat.title}
            </Text>
          </Group>
        }
        description={
          <>
            <Text component="span" size="xs" c="dimmed">
              {relativeTime(chat.updated_at)}
            </Text>
            {chat.snippet && <ChatSnippet snippet={chat.snippet} />}
          </>
        }
      />
      <ChatRowMenu chat={chat} folders={folders} onRename={() => setRenaming(true)} onDelete={() => onDelete(chat)} />
    </Group>
  );
}
