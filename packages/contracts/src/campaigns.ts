import type { ApiRenderStatus } from "./client-api.ts";

/**
 * Campaigns on the wire (issue 22): staff set them up on a client; members fill their form on the
 * `megapot` page and get a video rendered within the client's quota.
 */

/** A campaign as staff edit it. */
export interface CampaignInfo {
  id: string;
  client_template_id: string;
  name: string;
  /** The template's variables its form shows, in order. */
  variables: string[];
  active: boolean;
  created_at: string;
  updated_at: string;
}

export type CampaignFieldType = "text" | "number" | "image" | "video";

/** One field of a campaign's form: a variable of its template. */
export interface CampaignField {
  name: string;
  type: CampaignFieldType;
  label: string;
  /** The template's value, shown until the member types another. */
  default: string;
  /** Longest text accepted; null for links and numbers. */
  max_length: number | null;
  /** A choice list: the only values accepted; null for free fields. */
  options: string[] | null;
}

/** A campaign a member may use. */
export interface MemberCampaignSummary {
  id: string;
  name: string;
  client: { id: string; name: string };
}

/** Its form, and the template's document the page previews (a `Content` of `@framewise/scene`). */
export interface MemberCampaignDetail<Document = unknown> extends MemberCampaignSummary {
  fields: CampaignField[];
  document: Document;
}

/** A campaign video: its progress, and once done, links to the MP4 and poster. */
export interface CampaignRender {
  id: string;
  status: ApiRenderStatus;
  progress: number;
  error: string | null;
  duration_seconds: number | null;
  video_url: string | null;
  poster_url: string | null;
  created_at: string;
}
