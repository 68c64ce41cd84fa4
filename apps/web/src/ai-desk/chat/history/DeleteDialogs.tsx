import { Text } from "@mantine/core";
import type { ChatFolder, ChatSummary } from "@framewise/contracts";
import { useNavigate } from "react-router";
import { ConfirmDelete } from "../../../ui/ConfirmDelete";
import { useDeleteChat, useDeleteFolder } from "./history-api";

export type Deleting = { kind: "chat"; chat: ChatSummary } | { kind: "folder"; folder: ChatFolder };

/** Asks before deleting a chat (gone for good) or a folder (its chats stay); deleting the open chat leaves it for a new one. */
export function DeleteDialogs({
  deleting,
  activeChatId,
  onClose,
}: {
  deleting: Deleting | null;
  activeChatId: string | null;
  onClose: () => void;
}) {
  const deleteChat = useDeleteChat();
  const deleteFolder = useDeleteFolder();
  const navigate = useNavigate();
  const chat = deleting?.kind === "chat" ? deleting.chat : null;
  const folder = deleting?.kind === "folder" ? deleting.folder : null;
  const close = () => (deleteChat.reset(), deleteFolder.reset(), onClose());

  return (
    <>
      <ConfirmDelete
        opened={chat !== null}
        title="Delete chat"
        error={deleteChat.error}
        pending={deleteChat.isPending}
        onCancel={close}
        onConfirm={() =>
          chat &&
          deleteChat.mutate(chat.id, {
            onSuccess: () => {
              if (chat.id === activeChatId) void navigate("/llm-chat");
              close();
            },
          })
        }
      >
        <Text size="sm">Delete “{chat?.title}” and all its messages? This cannot be undone; export it first to keep a copy.</Text>
      </ConfirmDelete>
      <ConfirmDelete
        opened={folder !== null}
        title="Delete folder"
        error={deleteFolder.error}
        pending={deleteFolder.isPending}
        onCancel={close}
        onConfirm={() => folder && deleteFolder.mutate(folder.id, { onSuccess: close })}
      >
        <Text size="sm">Delete the folder “{folder?.name}”? Its chats stay, unfiled.</Text>
      </ConfirmDelete>
    </>
  );
}
