import { Alert, Loader, Stack, Text } from "@mantine/core";
import type { ChatFolder, ChatSummary } from "@framewise/contracts";
import { LoadMore } from "../../../ui/LoadMore";
import { ChatRow } from "./ChatRow";
import type { useChatList } from "./history-api";

interface Props {
  list: ReturnType<typeof useChatList>;
  /** Which of the list's chats to show (the pinned ones, the others). */
  only?: (chat: ChatSummary) => boolean;
  activeChatId: string | null;
  folders: ChatFolder[];
  empty: string;
  onDelete: (chat: ChatSummary) => void;
}

/** Rows of a chat list, with its loading, failure, empty and "load more" states. */
export function ChatList({ list, only = () => true, activeChatId, folders, empty, onDelete }: Props) {
  if (list.isPending) return <Loader size="xs" mx="auto" my="xs" aria-label="Loading chats" />;
  if (list.error) return <Alert color="red">{list.error.message}</Alert>;
  const chats = list.data.pages.flatMap((page) => page.data).filter(only);
  return (
    <Stack gap={0}>
      {chats.length === 0 && (
        <Text size="xs" c="dimmed" px="xs" py={4}>
          {empty}
        </Text>
      )}
      {chats.map((chat) => (
        <ChatRow key={chat.id} chat={chat} active={chat.id === activeChatId} folders={folders} onDelete={onDelete} />
      ))}
      <LoadMore list={list} />
    </Stack>
  );
}
