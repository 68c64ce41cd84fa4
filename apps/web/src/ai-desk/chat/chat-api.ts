import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChatDetail, ChatMessageMetadata, LlmModelInfo } from "@framewise/contracts";
import type { UIMessage } from "ai";
import { apiRequest } from "../../api/http";
import { chatHistoryKeys } from "./history/history-api";

export const STAFF_API = "/api/v1/staff";

/** A chat message as the page holds it: the AI SDK's UIMessage with the server's metadata (absent until the server's copy is read). */
export type ChatMessage = UIMessage<ChatMessageMetadata | undefined>;

/** A chat as the page reads it. */
export type ChatThreadDetail = Omit<ChatDetail, "messages"> & { messages: ChatMessage[] };

export const chatKeys = {
  models: ["llm-chat", "models"] as const,
  chat: (id: string) => ["llm-chat", "chat", id] as const,
};

/** The configured language models (empty when none is). */
export const useChatModels = () =>
  useQuery({
    queryKey: chatKeys.models,
    queryFn: async () => (await apiRequest<{ data: LlmModelInfo[] }>(`${STAFF_API}/llm/models`)).data,
  });

export const readChat = async (id: string) => (await apiRequest<{ data: ChatThreadDetail }>(`${STAFF_API}/chats/${id}`)).data;

/** One chat with its shown branch, read once per visit: the conversation then lives in the chat hook. */
export const useChatDetail = (id: string) =>
  useQuery({ queryKey: chatKeys.chat(id), queryFn: () => readChat(id), staleTime: Infinity, gcTime: 0 });

/** Starts a chat with the model chosen; the history lists are read again. */
export function useCreateChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (modelId: string | undefined) =>
      (await apiRequest<{ data: ChatThreadDetail }>(`${STAFF_API}/chats`, { method: "POST", body: modelId ? { model_id: modelId } : {} }))
        .data,
    onSuccess: () => void client.invalidateQueries({ queryKey: chatHistoryKeys.all }),
  });
}

/** Shows another version of a message; answers the chat as it now reads. */
export const switchBranch = async (chatId: string, messageId: string) =>
  (await apiRequest<{ data: ChatThreadDetail }>(`${STAFF_API}/chats/${chatId}/branch`, { method: "POST", body: { message_id: messageId } }))
    .data;

/** Stops the answer that is arriving (on the server: closing the stream alone would not); answers the chat with what it kept. */
export const stopAnswer = async (chatId: string) =>
  (await apiRequest<{ data: ChatThreadDetail }>(`${STAFF_API}/chats/${chatId}/stop`, { method: "POST" })).data;
