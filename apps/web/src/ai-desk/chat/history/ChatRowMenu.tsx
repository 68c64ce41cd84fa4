import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconDownload, IconFolder, IconFolderOff, IconPencil, IconPin, IconPinnedOff, IconTrash } from "@tabler/icons-react";
import type { ChatFolder, ChatSummary } from "@framewise/contracts";
import { exportUrl, useUpdateChat } from "./history-api";

interface Props {
  chat: ChatSummary;
  folders: ChatFolder[];
  onRename: () => void;
  onDelete: () => void;
}

/** A chat's actions: rename, pin, file, export, delete. */
export function ChatRowMenu({ chat, folders, onRename, onDelete }: Props) {
  const update = useUpdateChat();
  const moveTo = (folderId: string | null) => update.mutate({ id: chat.id, folder_id: folderId });
  const otherFolders = folders.filter((folder) => folder.id !== chat.folder_id);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="sm" color="gray" aria-label={`Actions for ${chat.title}`}>
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onRename}>
          Rename
        </Menu.Item>
        <Menu.Item
          leftSection={chat.pinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
          onClick={() => update.mutate({ id: chat.id, pinned: !chat.pinned })}
        >
          {chat.pinned ? "Unpin" : "Pin"}
        </Menu.Item>
        {(otherFolders.length > 0 || chat.folder_id) && <Menu.Label>Move to folder</Menu.Label>}
        {otherFolders.map((folder) => (
          <Menu.Item key={folder.id} leftSection={<IconFolder size={14} />} onClick={() => moveTo(folder.id)}>
            {folder.name}
          </Menu.Item>
        ))}
        {chat.folder_id && (
          <Menu.Item leftSection={<IconFolderOff size={14} />} onClick={() => moveTo(null)}>
            Out of its folder
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component="a" href={exportUrl(chat.id, "markdown")} download leftSection={<IconDownload size={14} />}>
          Export Markdown
        </Menu.Item>
        <Menu.Item component="a" href={exportUrl(chat.id, "json")} download leftSection={<IconDownload size={14} />}>
          Export JSON
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
