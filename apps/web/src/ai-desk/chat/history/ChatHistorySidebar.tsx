import { ActionIcon, Box, Button, Group, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFolderPlus, IconPlus, IconSearch } from "@tabler/icons-react";
import { CHAT_LIMITS, type ChatFolder, type ChatSummary } from "@framewise/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ChatList } from "./ChatList";
import { ChatRow } from "./ChatRow";
import { DeleteDialogs, type Deleting } from "./DeleteDialogs";
import { FolderSection } from "./FolderSection";
import { chatHistoryKeys, useChatFolders, useChatList, useCreateFolder } from "./history-api";
import { ImportChatButton } from "./ImportChatButton";
import { InlineNameInput } from "./InlineNameInput";
import { useChatDrop } from "./use-chat-drop";

const SEARCH_DEBOUNCE_MS = 250;

function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" px="xs" pt="sm" pb={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {children}
      </Text>
      {action}
    </Group>
  );
}

/**
 * The staff chat's history: a new chat, import, search over titles and messages, pinned chats,
 * folders (drag a chat onto one, or use its menu) and the unfiled chats, newest first.
 */
export function ChatHistorySidebar({ activeChatId }: { activeChatId: string | null }) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const folders = useChatFolders();
  const unfiled = useChatList({ folderId: "none" }, !q);
  const results = useChatList({ q }, Boolean(q));
  const createFolder = useCreateFolder();
  const unfile = useChatDrop(null);
  useRefreshOnChatChange(activeChatId);

  const folderList = folders.data ?? [];
  const onDeleteChat = (chat: ChatSummary) => setDeleting({ kind: "chat", chat });
  const onDeleteFolder = (folder: ChatFolder) => setDeleting({ kind: "folder", folder });
  const pinned = unfiled.data?.pages.flatMap((page) => page.data).filter((chat) => chat.pinned) ?? [];

  return (
    <Stack component="nav" aria-label="Chat history" gap="xs" h="100%" miw={0}>
      <Button component={Link} to="/llm-chat" leftSection={<IconPlus size={16} />} fullWidth>
        New chat
      </Button>
      <ImportChatButton />
      <TextInput
        type="search"
        aria-label="Search chats"
        placeholder="Search chats"
        leftSection={<IconSearch size={14} />}
        value={search}
        maxLength={CHAT_LIMITS.searchLength}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => event.key === "Escape" && setSearch("")}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        {q ? (
          <section aria-label="Search results">
            <ChatList
              list={results}
              activeChatId={activeChatId}
              folders={folderList}
              empty={`No chats match “${q}”.`}
              onDelete={onDeleteChat}
            />
          </section>
        ) : (
          <>
            {pinned.length > 0 && (
              <section aria-label="Pinned">
                <SectionTitle>Pinned</SectionTitle>
                {pinned.map((chat) => (
                  <ChatRow key={chat.id} chat={chat} active={chat.id === activeChatId} folders={folderList} onDelete={onDeleteChat} />
                ))}
              </section>
            )}
            <section aria-label="Folders">
              <SectionTitle
                action={
                  <ActionIcon variant="subtle" size="sm" aria-label="New folder" onClick={() => setCreatingFolder(true)}>
                    <IconFolderPlus size={14} />
                  </ActionIcon>
                }
              >
                Folders
              </SectionTitle>
              {creatingFolder && (
                <InlineNameInput
                  label="New folder name"
                  initial=""
                  maxLength={CHAT_LIMITS.folderNameLength}
                  onSave={(name) => (createFolder.mutate(name), setCreatingFolder(false))}
                  onCancel={() => setCreatingFolder(false)}
                />
              )}
              {folderList.map((folder) => (
                <FolderSection
                  key={folder.id}
                  folder={folder}
                  folders={folderList}
                  activeChatId={activeChatId}
                  onDeleteChat={onDeleteChat}
                  onDeleteFolder={onDeleteFolder}
                />
              ))}
            </section>
            <Box
              component="section"
              aria-label="Chats"
              {...unfile.handlers}
              bg={unfile.over ? "var(--mantine-primary-color-light)" : undefined}
            >
              <SectionTitle>Chats</SectionTitle>
              <ChatList
                list={unfiled}
                only={(chat) => !chat.pinned}
                activeChatId={activeChatId}
                folders={folderList}
                empty={pinned.length ? "Every other chat is in a folder." : "No chats yet. Start one, or import a JSON export."}
                onDelete={onDeleteChat}
              />
            </Box>
          </>
        )}
      </ScrollArea>
      <DeleteDialogs deleting={deleting} activeChatId={activeChatId} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** Another chat opened (or a new one started): its title and activity may have changed, so the lists are read again. */
function useRefreshOnChatChange(activeChatId: string | null) {
  const client = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void client.invalidateQueries({ queryKey: chatHistoryKeys.chats });
  }, [activeChatId, client]);
}
