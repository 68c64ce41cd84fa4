import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CampaignInfo } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { clientPath } from "../shared/clients-api";

/** What staff set on a campaign. */
export interface CampaignSettings {
  name: string;
  client_template_id: string;
  variables: string[];
  active: boolean;
}

const campaignsKey = (clientId: string) => ["prod-clients", clientId, "campaigns"] as const;
const campaignsPath = (clientId: string) => `${clientPath(clientId)}/campaigns`;

export const useClientCampaigns = (clientId: string) =>
  useQuery({
    queryKey: campaignsKey(clientId),
    queryFn: async () => (await apiRequest<{ data: CampaignInfo[] }>(campaignsPath(clientId))).data,
  });

/** A change to the client's campaigns; on success the list is read again. */
function useCampaignChange<Input>(clientId: string, send: (input: Input) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queries.invalidateQueries({ queryKey: campaignsKey(clientId) }) });
}

/** Creates a campaign, or changes the one named by `id`. */
export const useSaveCampaign = (clientId: string) =>
  useCampaignChange(clientId, ({ id, ...body }: CampaignSettings & { id?: string }) =>
    apiRequest<{ data: CampaignInfo }>(id ? `${campaignsPath(clientId)}/${encodeURIComponent(id)}` : campaignsPath(clientId), {
      method: id ? "PATCH" : "POST",
      body,
    }),
  );

export const useDeleteCampaign = (clientId: string) =>
  useCampaignChange(clientId, (id: string) =>
    apiRequest<void>(`${campaignsPath(clientId)}/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
