/**
 * The public render API on the wire (issue 22): what a client's system sends to
 * `/api/v1/client/…` with an API key and what it gets back. `@framewise/client-sdk` is typed by
 * these; the server's zod schemas are checked against them.
 */

export type ApiAspectRatio = "9:16" | "1:1" | "16:9" | "4:5";
export const API_RENDER_STATUSES = ["queued", "rendering", "done", "failed", "cancelled"] as const;
export type ApiRenderStatus = (typeof API_RENDER_STATUSES)[number];

/** `POST /api/v1/client/renders`: a client template (`template`) or a whole content document (`document`). */
export interface ApiRenderRequest {
  /** A client template's id (`GET /api/v1/client/templates`). */
  template?: string;
  /** A whole content document (`@framewise/scene`'s Content) instead of a template. */
  document?: unknown;
  aspectRatio?: ApiAspectRatio;
  /** Creatomate-style keys: `productName`, `Headline.text`, `Photo.source`, `scenes.0.duration`, `title`… */
  modifications?: Record<string, string | number | string[] | null>;
  /** The video's shorter side in pixels (1080 for 1080×1920); default: the largest the client's plan renders, up to full size. */
  resolution?: number;
  /** Where this render's webhook goes instead of the client's endpoint. */
  webhook?: string;
  /** Anything the client wants back with the render (at most 4 KB of JSON). */
  metadata?: Record<string, unknown>;
  /** Validate and describe the render, or answer the refusal it would get, without rendering it or counting it against the quota. */
  dry_run?: boolean;
}

/** What a dry run answers: the render that would be made. */
export interface ApiDryRun {
  dry_run: true;
  template_id: string;
  aspect_ratio: ApiAspectRatio;
  scenes: number;
  duration_seconds: number;
  fps: number;
  frames: number;
  width: number;
  height: number;
}

/** A render as the public API answers it. */
export interface ApiRender {
  id: string;
  status: ApiRenderStatus;
  /** 0 to 1. */
  progress: number;
  error: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  /** Signed, expiring links to the MP4 and its poster, once done. */
  video_url: string | null;
  poster_url: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

/** A page of renders, newest first. */
export interface ApiRenderPage {
  data: ApiRender[];
  next_cursor: string | null;
}

/** A template the key may render: what its modifications can address. */
export interface ApiTemplate {
  id: string;
  name: string;
  template_id: string;
  aspect_ratio: ApiAspectRatio;
  duration_seconds: number;
  variables: { name: string; type: "text" | "image" | "video" | "number"; label: string | null; default: string }[];
  /** Slot names (each addressable as `<Slot>.text`, `.source` or `.items`) and the property each takes. */
  slots: { name: string; property: "text" | "source" | "items"; scenes: number[] }[];
  updated_at: string;
}
