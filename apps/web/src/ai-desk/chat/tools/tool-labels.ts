import type { ChatToolName } from "@framewise/contracts";

/** What each tool's card says it did, and says while it runs. */
export const TOOL_LABELS: Record<ChatToolName, { done: string; running: string }> = {
  find_library: { done: "Searched templates and layouts", running: "Searching templates and layouts" },
  find_videos: { done: "Looked through your videos", running: "Looking through your videos" },
  find_assets: { done: "Looked through your assets", running: "Looking through your assets" },
  draft_video: { done: "Drafted a video", running: "Drafting a video" },
  render_video: { done: "Render", running: "Starting a render" },
  render_status: { done: "Read a render's status", running: "Reading a render's status" },
  generate_image: { done: "Generated images", running: "Queueing images" },
  search_help: { done: "Searched the documentation", running: "Searching the documentation" },
};

export const toolLabel = (name: string, running: boolean) => {
  const labels = TOOL_LABELS[name as ChatToolName];
  return labels ? (running ? labels.running : labels.done) : name;
};
