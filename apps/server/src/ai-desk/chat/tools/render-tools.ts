import type { RenderToolOutput } from "@framewise/contracts";
import { tool } from "ai";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { findContentRenders } from "../../../video-studio/content/content-queries.ts";
import { renderDocumentFor } from "../../../video-studio/content/render-document.ts";
import { ownedContent, ownedRender } from "../../../platform/access/access.ts";
import { notFound } from "../../../kernel/errors.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { queueRender } from "../../../video-studio/renders/queue-render.ts";
import { numberRender } from "../../../video-studio/renders/render-queries.ts";
import type { RenderViewRow } from "../../../video-studio/renders/render-view.ts";
import { renderView } from "../../../video-studio/renders/render-view.ts";
import type { ChatToolDeps } from "../chat-deps.ts";
import { toolFailure } from "./tool-failure.ts";

const renderOutput = (row: RenderViewRow): RenderToolOutput => {
  const view = renderView(row);
  return {
    render_id: view.id,
    content_id: view.content_id,
    status: view.status,
    progress: view.progress,
    error: view.error,
    video_url: view.video_url,
  };
};

/**
 * Renders the saved version of one of the staff member's videos, as `POST /api/v1/content/{id}/renders`
 * does, at the largest size their plan allows. It runs only after the reader approves it in the chat (the chat's `toolApproval`).
 */
export const renderVideoTool = (deps: ChatToolDeps, viewer: Viewer, log: FastifyBaseLogger) =>
  tool({
    description:
      "Render one of the user's videos to an MP4 (its saved version). The user is asked to approve first; if they do not, do not ask again.",
    inputSchema: z.object({ content_id: z.uuid().describe("The video project's id") }),
    execute: async ({ content_id }) => {
      const row = await ownedContent(deps.db, viewer, content_id).catch(toolFailure(log, "Rendering"));
      const queued = await queueRender(
        { db: deps.db, jobs: deps.jobs, limits: deps.renderLimits, plans: deps.plans },
        // The largest size the person's plan renders, up to full size (a 720p plan gets 720p, not a refusal).
        {
          userId: row.userId,
          document: await renderDocumentFor(deps.db, row),
          scale: "plan",
          content: { id: row.id, version: row.version },
        },
      ).catch(toolFailure(log, "Rendering"));
      return renderOutput(queued);
    },
  });

/** Reads a render's status: by its id, or the newest render of a video (the staff member's own). */
export const renderStatusTool = (deps: ChatToolDeps, viewer: Viewer, log: FastifyBaseLogger) =>
  tool({
    description: "Read a render's status and progress, by render id or by the video project's id (its newest render).",
    inputSchema: z.object({ render_id: z.uuid().optional(), content_id: z.uuid().optional() }),
    execute: async ({ render_id, content_id }) => {
      const read = async () => {
        if (render_id) return numberRender(deps.db, await ownedRender(deps.db, viewer, render_id));
        if (!content_id) throw notFound("A render id or a video id");
        const [newest] = await findContentRenders(deps.db, (await ownedContent(deps.db, viewer, content_id)).id);
        if (!newest) throw notFound("A render of that video");
        return newest;
      };
      return renderOutput(await read().catch(toolFailure(log, "Reading the render")));
    },
  });
