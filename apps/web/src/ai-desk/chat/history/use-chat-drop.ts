import { useState, type DragEvent } from "react";
import { useUpdateChat } from "./history-api";

/** What a dragged chat row carries: its id, under a type of our own so other drags are ignored. */
export const CHAT_DRAG_TYPE = "application/x-framewise-chat";

export const startChatDrag = (event: DragEvent, chatId: string) => {
  event.dataTransfer.setData(CHAT_DRAG_TYPE, chatId);
  event.dataTransfer.effectAllowed = "move";
};

/** A drop target that files the dropped chat in `folderId` (null: unfiled); `over` while a chat hovers it. */
export function useChatDrop(folderId: string | null) {
  const update = useUpdateChat();
  const [over, setOver] = useState(false);
  const carriesChat = (event: DragEvent) => event.dataTransfer.types.includes(CHAT_DRAG_TYPE);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!carriesChat(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const chatId = event.dataTransfer.getData(CHAT_DRAG_TYPE);
        if (!chatId) return;
        event.preventDefault();
        update.mutate({ id: chatId, folder_id: folderId });
      },
    },
  };
}
