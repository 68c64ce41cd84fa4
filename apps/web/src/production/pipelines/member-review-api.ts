import type { MemberClientInfo } from "@framewise/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";
import { pipelineKeys, type PipelineItem } from "./pipelines-api";

/** One client's drafts waiting for its members' decision. */
export interface ClientReviewQueue {
  client: MemberClientInfo;
  items: PipelineItem[];
}

const clientItemsPath = (clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}/pipeline-items`;

/** Where a member decides on an item of their client. */
export const memberItemPath = (clientId: string, itemId: string) => `${clientItemsPath(clientId)}/${encodeURIComponent(itemId)}`;

/**
 * The drafts awaiting approval of every client the user is a member of. Under the pipelines' key,
 * so a decision (which reads everything about pipelines again) updates it.
 */
export const useMemberReviewQueue = () =>
  useQuery({
    queryKey: [...pipelineKeys.all, "member-review"],
    queryFn: async (): Promise<ClientReviewQueue[]> => {
      const clients = (await apiRequest<{ data: MemberClientInfo[] }>("/api/v1/clients")).data;
      return Promise.all(
        clients.map(async (client) => ({
          client,
          items: (await apiRequest<{ data: PipelineItem[] }>(`${clientItemsPath(client.id)}?status=awaiting_approval`)).data,
        })),
      );
    },
  });

/** How many drafts wait for the user, across their clients. */
export const waitingCount = (queues: ClientReviewQueue[] | undefined) => queues?.reduce((sum, queue) => sum + queue.items.length, 0) ?? 0;
