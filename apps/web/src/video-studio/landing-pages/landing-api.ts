import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LandingPageDetail, PublicLandingPage } from "@framewise/contracts";
import { apiRequest } from "../../api/http";

const PAGES_KEY = ["landing-pages"] as const;

export interface LandingPageFields {
  title: string;
  text: string;
  contentIds: string[];
  published: boolean;
}

/** A published page for anyone; a 404 (unpublished, unknown) is an answer, not a retry. */
export function usePublicLandingPage(id: string) {
  return useQuery({
    queryKey: ["public-landing-page", id],
    retry: false,
    queryFn: async () => (await apiRequest<{ data: PublicLandingPage }>(`/api/v1/public/pages/${id}`)).data,
  });
}

/** The page as its owner edits it; for anyone else (or signed out) a 404 or 401, which means "not yours". */
export function useOwnLandingPage(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PAGES_KEY, id],
    enabled,
    retry: false,
    queryFn: async () => (await apiRequest<{ data: LandingPageDetail }>(`/api/v1/pages/${id}`)).data,
  });
}

export function useLandingPages() {
  return useQuery({ queryKey: PAGES_KEY, queryFn: async () => (await apiRequest<{ data: LandingPageDetail[] }>("/api/v1/pages")).data });
}

export function useCreateLandingPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Partial<LandingPageFields> & { title: string }) =>
      (await apiRequest<{ data: LandingPageDetail }>("/api/v1/pages", { method: "POST", body: fields })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}

export function useSaveLandingPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: string; fields: LandingPageFields }) =>
      (await apiRequest<{ data: LandingPageDetail }>(`/api/v1/pages/${id}`, { method: "PUT", body: fields })).data,
    onSuccess: (page) => {
      client.setQueryData([...PAGES_KEY, page.id], page);
      void client.invalidateQueries({ queryKey: ["public-landing-page", page.id] });
      void client.invalidateQueries({ queryKey: PAGES_KEY, exact: true });
    },
  });
}
