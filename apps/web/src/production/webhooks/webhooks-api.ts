import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryStatus } from "@framewise/contracts";
import { apiRequest } from "../../api/http";

const PAGE = 25;
/** While a message is still being tried, the log is read again this often (retries are seconds to an hour apart). */
const PENDING_POLL_MS = 3000;

const logPath = (clientId: string) => `/api/v1/staff/clients/${encodeURIComponent(clientId)}/webhook-deliveries`;

export const webhookKeys = {
  all: (clientId: string) => ["webhook-deliveries", clientId] as const,
  log: (clientId: string, status: WebhookDeliveryStatus | undefined) => ["webhook-deliveries", clientId, "log", status ?? "all"] as const,
  one: (clientId: string, id: string) => ["webhook-deliveries", clientId, "one", id] as const,
};

type LogPage = { data: WebhookDelivery[]; next_cursor: string | null };

const anyPending = (pages: LogPage[] | undefined) => pages?.some((page) => page.data.some((row) => row.status === "pending")) ?? false;

/** The client's webhook messages, newest first, a page at a time; read again while any is pending. */
export const useWebhookDeliveries = (clientId: string, status?: WebhookDeliveryStatus) =>
  useInfiniteQuery({
    queryKey: webhookKeys.log(clientId, status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (status) query.set("status", status);
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest<LogPage>(`${logPath(clientId)}?${query}`);
    },
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: (query) => (anyPending(query.state.data?.pages) ? PENDING_POLL_MS : false),
  });

/** One message with the body that was signed and sent. */
export const useWebhookDelivery = (clientId: string, id: string) =>
  useQuery({
    queryKey: webhookKeys.one(clientId, id),
    queryFn: async () => (await apiRequest<{ data: WebhookDeliveryDetail }>(`${logPath(clientId)}/${encodeURIComponent(id)}`)).data,
  });

/** A staff action on the log; on success the log is read again. */
function useLogAction<Input>(clientId: string, path: (input: Input) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await apiRequest<{ data: WebhookDelivery }>(path(input), { method: "POST" })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all(clientId) }),
  });
}

export const useResendWebhook = (clientId: string) =>
  useLogAction(clientId, (id: string) => `${logPath(clientId)}/${encodeURIComponent(id)}/resend`);

export const useSendTestWebhook = (clientId: string) => useLogAction(clientId, () => `${logPath(clientId)}/test`);
