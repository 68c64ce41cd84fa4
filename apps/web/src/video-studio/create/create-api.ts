import { useMutation } from "@tanstack/react-query";
import type { ContentDetail } from "@framewise/contracts";
import type { AspectRatio } from "@framewise/scene";
import { apiRequest } from "../../api/http";

/** A web page's facts as `POST /api/v1/url-import` answers them (the server's `PageFacts`). */
export interface PageFacts {
  url: string;
  title: string;
  description: string | null;
  siteName: string | null;
  mainText: string | null;
  images: { url: string; alt: string | null; width: number | null; height: number | null; from: "open-graph" | "product" | "page" }[];
  logo: string | null;
  product: { name: string; price: string | null; brand: string | null } | null;
  brandColor: string | null;
  /** The page's own button and where it leads: the end card's button. */
  callToAction: { text: string; url: string | null } | null;
}

export interface ProductFacts {
  name: string;
  price?: string;
  photos: string[];
  benefits: string[];
  audience?: string;
}

type Start = { aspectRatio: AspectRatio; templateId?: string } & (
  | { from: "url"; page: PageFacts; images: string[] }
  | { from: "product"; product: ProductFacts }
  | { from: "template"; templateId: string; title?: string }
);

export function useImportPage() {
  return useMutation({
    mutationFn: async (url: string) =>
      (await apiRequest<{ data: PageFacts }>("/api/v1/url-import", { method: "POST", body: { url } })).data,
  });
}

/** Starts a video from a page, a product or a template; answers it, ready for the editor. */
export function useStartVideo() {
  return useMutation({
    mutationFn: async (start: Start) =>
      (await apiRequest<{ data: ContentDetail }>("/api/v1/content", { method: "POST", body: start })).data,
  });
}
