import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChatExport, ChatFolder, ChatSummary } from "@framewise/contracts";
import { apiRequest } from "../../../api/http";

const STAFF_API = "/api/v1/staff";

/** Which chats a list shows: one folder's, the unfiled ones ("none"), or a search's across all. */
export interface ChatListFilters {
  folderId?: string;
  q?: string;
}

/** Every history query starts with `all`: invalidating it refreshes the sidebar (after a turn, a new chat). */
export const chatHistoryKeys = {
  all: ["llm-chat", "history"] as const,
  chats: ["llm-chat", "history", "chats"] as const,
  list: (filters: ChatListFilters) => ["llm-chat", "history", "chats", filters] as const,
  folders: ["llm-chat", "history", "folders"] as const,
};

interface ChatPage {
  data: ChatSummary[];
  next_cursor: string | null;
}

/** How often a list with an answer arriving looks again, so its dot goes out when the answer ends. */
const STREAMING_REFRESH_MS = 4000;

function listPath(filters: ChatListFilters, cursor: string | null) {
  const query = new URLSearchParams();
  if (filters.folderId) query.set("folder_id", filters.folderId);
  if (filters.q) query.set("q", filters.q);
  if (cursor) query.set("cursor", cursor);
  return `${STAFF_API}/chats?${query}`;
}

/** A list of the staff member's chats (pinned first, then newest), page by page. */
export function useChatList(filters: ChatListFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: chatHistoryKeys.list(filters),
    queryFn: ({ pageParam }) => apiRequest<ChatPage>(listPath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.data.some((chat) => chat.streaming)) ? STREAMING_REFRESH_MS : false,
  });
}

export const useChatFolders = () =>
  useQuery({
    queryKey: chatHistoryKeys.folders,
    queryFn: async () => (await apiRequest<{ data: ChatFolder[] }>(`${STAFF_API}/chat-folders`)).data,
  });

/** A mutation whose success refreshes every history list (a chat can leave one list and join another). */
function useHistoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: chatHistoryKeys.all }) });
}

export type ChatPatch = Partial<{ title: string; pinned: boolean; folder_id: string | null }>;

export const useUpdateChat = () =>
  useHistoryMutation(
    async ({ id, ...patch }: ChatPatch & { id: string }) =>
      (await apiRequest<{ data: ChatSummary }>(`${STAFF_API}/chats/${id}`, { method: "PATCH", body: patch })).data,
  );

export const useDeleteChat = () => useHistoryMutation((id: string) => apiRequest(`${STAFF_API}/chats/${id}`, { method: "DELETE" }));

export const useCreateFolder = () =>
  useHistoryMutation(
    async (name: string) => (await apiRequest<{ data: ChatFolder }>(`${STAFF_API}/chat-folders`, { method: "POST", body: { name } })).data,
  );

export const useRenameFolder = () =>
  useHistoryMutation(
    async ({ id, name }: { id: string; name: string }) =>
      (await apiRequest<{ data: ChatFolder }>(`${STAFF_API}/chat-folders/${id}`, { method: "PATCH", body: { name } })).data,
  );

/** Deletes a folder; its chats stay, unfiled. */
export const useDeleteFolder = () =>
  useHistoryMutation((id: string) => apiRequest(`${STAFF_API}/chat-folders/${id}`, { method: "DELETE" }));

export const useImportChat = () =>
  useHistoryMutation(
    async (file: ChatExport) => (await apiRequest<{ data: ChatSummary }>(`${STAFF_API}/chats/import`, { method: "POST", body: file })).data,
  );

/** The download address of a chat's export (the server answers it as an attachment). */
export const exportUrl = (id: string, format: "markdown" | "json") => `${STAFF_API}/chats/${id}/export?format=${format}`;
