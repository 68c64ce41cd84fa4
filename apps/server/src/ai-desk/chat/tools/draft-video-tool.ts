import type { DraftVideoOutput } from "@framewise/contracts";
import { aspectRatioSchema } from "@framewise/scene";
import { tool } from "ai";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { requestActor } from "../../../platform/audit/audit-context.ts";
import { createContent } from "../../../video-studio/content/create-content.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import type { ChatToolDeps } from "../chat-deps.ts";
import { toolFailure } from "./tool-failure.ts";

/**
 * Drafts a video project from a brief through the planner, owned by the staff member, exactly as
 * `POST /api/v1/content` from a prompt does (its voices recorded afterwards likewise). The card
 * gets the storyboard; the model a summary of it.
 */
export const draftVideoTool = (deps: ChatToolDeps, viewer: Viewer, log: FastifyBaseLogger) =>
  tool({
    description:
      "Draft a new video project from a brief: the planner writes the storyboard and the project opens in the editor at edit_path. Use find_library first when the user names a look.",
    inputSchema: z.object({
      brief: z.string().min(1).max(5000).describe("What the video says and for whom; include facts, tone and platform"),
      aspect_ratio: aspectRatioSchema.optional().describe("Left out: from the brief's platform, else 9:16"),
      template_id: z.string().min(1).max(64).optional().describe("A template id from find_library"),
    }),
    execute: async ({ brief, aspect_ratio, template_id }): Promise<DraftVideoOutput> => {
      const row = await createContent(
        deps.db,
        deps.planner,
        viewer.id,
        {
          from: "prompt",
          prompt: brief,
          aspectRatio: aspect_ratio,
          templateId: template_id,
        },
        requestActor(viewer),
      ).catch(toolFailure(log, "Drafting the video"));
      await deps.voicing.voiceNewVideo(row);
      return {
        content_id: row.id,
        title: row.title,
        edit_path: `/content/${row.id}/edit`,
        planner: row.planner === "llm" ? "llm" : "text",
        scene_count: row.document.scenes.length,
        document: row.document,
      };
    },
    // The model needs what was made and where, not the whole document.
    toModelOutput: ({ output }) => ({
      type: "json",
      value: {
        content_id: output.content_id,
        title: output.title,
        edit_path: output.edit_path,
        planner: output.planner,
        scene_count: output.scene_count,
      },
    }),
  });
