import { ActionIcon, Box, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconDots, IconFolder } from "@tabler/icons-react";
import { CHAT_LIMITS, type ChatFolder, type ChatSummary } from "@framewise/contracts";
import { useState } from "react";
import { ChatList } from "./ChatList";
import { useChatList, useRenameFolder } from "./history-api";
import { InlineNameInput } from "./InlineNameInput";
import { useChatDrop } from "./use-chat-drop";

interface Props {
  folder: ChatFolder;
  folders: ChatFolder[];
  activeChatId: string | null;
  onDeleteChat: (chat: ChatSummary) => void;
  onDeleteFolder: (folder: ChatFolder) => void;
}

/** A folder: opens to list its chats (loaded when opened), renames in place, takes dropped chats. */
export function FolderSection({ folder, folders, activeChatId, onDeleteChat, onDeleteFolder }: Props) {
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameFolder();
  const chats = useChatList({ folderId: folder.id }, open);
  const drop = useChatDrop(folder.id);

  return (
    <Box {...drop.handlers} bg={drop.over ? "var(--mantine-primary-color-light)" : undefined} style={{ borderRadius: 4 }}>
      {renaming ? (
        <InlineNameInput
          label="Folder name"
          initial={folder.name}
          maxLength={CHAT_LIMITS.folderNameLength}
          onSave={(name) => (rename.mutate({ id: folder.id, name }), setRenaming(false))}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <Group gap={2} wrap="nowrap">
          <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open} px="xs" py={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              <IconFolder size={14} />
              <Text size="sm" truncate>
                {folder.name}
              </Text>
            </Group>
          </UnstyledButton>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="sm" color="gray" aria-label={`Actions for folder ${folder.name}`}>
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setRenaming(true)}>Rename</Menu.Item>
              <Menu.Item color="red" onClick={() => onDeleteFolder(folder)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
      {open && (
        <Box pl="md">
          <ChatList
            list={chats}
            activeChatId={activeChatId}
            folders={folders}
            empty="No chats here yet: drag one in, or use a chat's menu."
            onDelete={onDeleteChat}
          />
        </Box>
      )}
    </Box>
  );
}
