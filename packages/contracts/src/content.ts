/** How a video project was started. */
export const CONTENT_SOURCES = ["prompt", "url", "product", "template"] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** Which planner wrote the first draft: "llm" the configured language model, "text" the deterministic one. */
export type ContentPlanner = "llm" | "text" | null;

/** `GET /api/v1/planner`: the language model that plans storyboards, or none ("text"). */
export interface PlannerInfo {
  kind: "llm" | "text";
  provider?: string;
  model?: string;
}

/** A video project as the list shows it (`GET /api/v1/content`). */
export interface ContentSummary {
  id: string;
  title: string;
  aspect_ratio: string;
  template_id: string;
  scene_count: number;
  version: number;
  source: ContentSource;
  planner: ContentPlanner;
  created_at: string;
  updated_at: string;
  /** In lists: the newest render, whose status is the project's (none yet: a draft). */
  latest_render?: RenderSummary | null;
}

/** A render (one version's MP4) as the API answers it. */
export interface RenderSummary {
  id: string;
  /** Its number among the video's renders in the order they were asked for (1, 2, 3…): "Version 2". Null for a bare document. */
  number: number | null;
  status: "queued" | "rendering" | "done" | "failed" | "cancelled";
  progress: number;
  frames_per_second: number | null;
  seconds_left: number | null;
  /** Why it failed, for people. */
  error: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  content_id: string | null;
  content_version: number | null;
  created_at: string;
  video_url: string | null;
  poster_url: string | null;
}

/** One video project with its document (`GET /api/v1/content/{id}`); the document is `@framewise/scene`'s Content. */
export interface ContentDetail<Document = unknown> extends ContentSummary {
  document: Document;
  /** Public watch pages (`/content/{id}`, `/v0/videos/{id}`, `/v1/videos/{id}`) play the newest finished render while shared. */
  share: { shared: boolean; allow_download: boolean; public_path: string };
}

/** `GET /api/v1/public/videos/{id}`: a shared video, for anyone. */
export interface PublicVideo {
  id: string;
  title: string;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  video_url: string;
  poster_url: string;
  download_url: string | null;
}

/** `GET /api/v1/content`: a page, most recently changed first; pass `next_cursor` back as `cursor`. */
export interface ContentPage {
  data: ContentSummary[];
  next_cursor: string | null;
}

/** Orders of the video list: last changed, newest or oldest made, title A–Z. */
export const VIDEO_SORTS = ["recent", "newest", "oldest", "title"] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

/** A landing page as its owner edits it (`/api/v1/pages/{id}`). */
export interface LandingPageDetail {
  id: string;
  title: string;
  text: string;
  /** The videos presented, in order (only shared, rendered ones show publicly). */
  content_ids: string[];
  published: boolean;
  public_path: string;
  created_at: string;
  updated_at: string;
}

/** A published landing page for anyone (`/api/v1/public/pages/{id}`). */
export interface PublicLandingPage {
  id: string;
  title: string;
  text: string;
  videos: PublicVideo[];
}
