import type { FastifyBaseLogger } from "fastify";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import type { ChatToolDeps } from "../chat-deps.ts";
import { draftVideoTool } from "./draft-video-tool.ts";
import { findAssetsTool } from "./find-assets-tool.ts";
import { findLibraryTool } from "./find-library-tool.ts";
import { findVideosTool } from "./find-videos-tool.ts";
import { generateImageTool } from "./generate-image-tool.ts";
import type { HelpSection } from "./help-search.ts";
import { renderStatusTool, renderVideoTool } from "./render-tools.ts";
import { searchHelpTool } from "./search-help-tool.ts";

/**
 * The tools one staff member's chat offers, acting as them through the same operations and access
 * checks as the REST API. The help search is there only when the documentation is.
 */
export function chatTools(deps: ChatToolDeps, viewer: Viewer, help: HelpSection[], log: FastifyBaseLogger) {
  return {
    find_library: findLibraryTool(deps.db),
    find_videos: findVideosTool(deps.db, viewer),
    find_assets: findAssetsTool(deps.db, viewer),
    draft_video: draftVideoTool(deps, viewer, log),
    render_video: renderVideoTool(deps, viewer, log),
    render_status: renderStatusTool(deps, viewer, log),
    generate_image: generateImageTool(deps.imageGen, viewer, log),
    ...(help.length ? { search_help: searchHelpTool(help) } : {}),
  };
}

export type ChatTools = ReturnType<typeof chatTools>;

/**
 * Tools that wait for the reader's approval before they run: those that spend the person's quota
 * (a render, pictures), so a prompt injected into what the model reads cannot spend it unseen.
 */
export const CHAT_TOOL_APPROVALS = { render_video: "user-approval", generate_image: "user-approval" } as const;
