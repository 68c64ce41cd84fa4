/**
 * The staff LLM chat's wire shapes (`/api/v1/staff/chats…`). Messages are the AI SDK's
 * `UIMessage`s (id, role, parts); the server adds where each sits in the message tree.
 */

export const CHAT_LIMITS = {
  titleLength: 200,
  folderNameLength: 80,
  /** One message's text. */
  messageLength: 32_000,
  searchLength: 200,
  /** Attachments on one message. */
  attachments: 4,
  /** A chat imported as JSON. */
  importMessages: 2_000,
} as const;

export interface ChatFolder {
  id: string;
  name: string;
  created_at: string;
}

/** A chat as the history lists it. */
export interface ChatSummary {
  id: string;
  title: string;
  folder_id: string | null;
  pinned: boolean;
  model_id: string | null;
  /** An answer is still arriving. */
  streaming: boolean;
  created_at: string;
  updated_at: string;
  /** With a search: the matching words in context, from the title or a message; matches between CHAT_SNIPPET_MARKS. */
  snippet: string | null;
}

/** Around each match in a `ChatSummary.snippet`: control characters, so no text or markup in a chat is taken for one. */
export const CHAT_SNIPPET_MARKS = { start: "\u0002", stop: "\u0003" } as const;

/** Where a message sits among its versions (an edited question's or a regenerated answer's siblings). */
export interface ChatMessageBranch {
  /** The sibling versions' ids in the order written, this one among them. */
  sibling_ids: string[];
  index: number;
}

/** A message on the shown branch, with its metadata (the UIMessage's own `metadata`). */
export interface ChatMessageMetadata {
  parent_id: string | null;
  model_id: string | null;
  status: "streaming" | "done" | "stopped" | "failed";
  error: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  created_at: string;
  branch: ChatMessageBranch;
}

/** `GET /api/v1/staff/chats/{id}`: the chat and the messages of its shown branch, oldest first. */
export interface ChatDetail extends ChatSummary {
  /** UIMessages (`{ id, role, parts, metadata: ChatMessageMetadata }`). */
  messages: unknown[];
}

/** The JSON export (and import) of one chat: every message of the tree, so branches survive. */
export interface ChatExport {
  format: "framewise-chat";
  version: 1;
  title: string;
  model_id: string | null;
  exported_at: string;
  messages: {
    id: string;
    parent_id: string | null;
    role: "user" | "assistant" | "system";
    parts: unknown[];
    model_id: string | null;
    created_at: string;
  }[];
  /** The last message of the branch that was shown. */
  current_leaf_id: string | null;
}

/**
 * `POST /api/v1/staff/chats/{id}/messages`, the chat transport's one request per turn: a new
 * question under `parent_id` (the answer it follows, null for the first; an edited question is a
 * sibling of the one it replaces), another answer to the question `parent_id`, or the reader's
 * decisions on tool calls that wait for approval. `model_id` picks the model for this answer
 * and becomes the chat's.
 */
export type ChatTurnRequest = { model_id?: string } & (
  | { trigger: "submit-message"; message: { id: string; parts: unknown[] }; parent_id: string | null }
  | { trigger: "regenerate-message"; parent_id: string }
  | { trigger: "tool-approval"; message_id: string; approvals: { approval_id: string; approved: boolean; reason?: string }[] }
);

/** The chat's tools, by the name the model calls them; each has a card in the chat. */
export const CHAT_TOOL_NAMES = [
  "find_library",
  "find_videos",
  "find_assets",
  "draft_video",
  "render_video",
  "render_status",
  "generate_image",
  "search_help",
] as const;
export type ChatToolName = (typeof CHAT_TOOL_NAMES)[number];

/** `find_library`: templates and layouts of the library matching the words. */
export interface FindLibraryOutput {
  templates: { id: string; name: string; description: string }[];
  layouts: { id: string; name: string; description: string; aspect_ratios: string[] }[];
}

/** `find_videos`: the staff member's own video projects. */
export interface FindVideosOutput {
  videos: { id: string; title: string; scene_count: number; updated_at: string; edit_path: string; render_status: string | null }[];
}

/** `find_assets`: the staff member's own library files. */
export interface FindAssetsOutput {
  assets: { id: string; name: string; kind: string; thumbnail_url: string | null }[];
}

/** `draft_video`: a new video project the planner wrote from the brief, ready to open in the editor. */
export interface DraftVideoOutput {
  content_id: string;
  title: string;
  edit_path: string;
  planner: "llm" | "text";
  scene_count: number;
  /** The storyboard (`@framewise/scene` Content), for the card's strip of thumbnails. */
  document: unknown;
}

/** `render_video` and `render_status`: a render of one of the staff member's videos. */
export interface RenderToolOutput {
  render_id: string;
  content_id: string | null;
  status: string;
  progress: number;
  error: string | null;
  video_url: string | null;
}

/** `generate_image`: a queued image generation; its pictures appear when it is done. */
export interface GenerateImageOutput {
  generation_id: string;
  status: string;
  count: number;
  prompt: string;
}

/** `search_help`: passages of the product's own documentation. */
export interface SearchHelpOutput {
  /** Where the passages come from, said plainly. */
  source: string;
  results: { file: string; heading: string; excerpt: string }[];
}
