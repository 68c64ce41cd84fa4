import { useMutation, useQuery } from "@tanstack/react-query";
import type { CampaignRender, MemberCampaignDetail, MemberCampaignSummary } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { apiRequest } from "../../api/http";

/** A video under way is looked at again this often. */
const RENDER_POLL_MS = 1000;

export const useMemberCampaigns = () =>
  useQuery({
    queryKey: ["campaigns"],
    queryFn: async () => (await apiRequest<{ data: MemberCampaignSummary[] }>("/api/v1/campaigns")).data,
  });

export const useMemberCampaign = (id: string | undefined) =>
  useQuery({
    queryKey: ["campaigns", id],
    enabled: id !== undefined,
    queryFn: async () => (await apiRequest<{ data: MemberCampaignDetail<Content> }>(`/api/v1/campaigns/${id}`)).data,
  });

export const useMakeVideo = (campaignId: string) =>
  useMutation({
    mutationFn: async (values: Record<string, string>) =>
      (await apiRequest<{ data: CampaignRender }>(`/api/v1/campaigns/${campaignId}/renders`, { method: "POST", body: { values } })).data,
  });

const finished = (render: CampaignRender | undefined) => render !== undefined && ["done", "failed", "cancelled"].includes(render.status);

/** The video's progress, read every second until it has finished. */
export const useCampaignRender = (campaignId: string, renderId: string | undefined) =>
  useQuery({
    queryKey: ["campaigns", campaignId, "renders", renderId],
    enabled: renderId !== undefined,
    queryFn: async () => (await apiRequest<{ data: CampaignRender }>(`/api/v1/campaigns/${campaignId}/renders/${renderId}`)).data,
    refetchInterval: (query) => (finished(query.state.data) ? false : RENDER_POLL_MS),
  });
