import type { FindVideosOutput } from "@framewise/contracts";
import { VIDEO_SORTS } from "@framewise/contracts";
import { tool } from "ai";
import { z } from "zod";
import { findContents } from "../../../video-studio/content/find-contents-queries.ts";
import type { Db } from "../../../platform/db/database.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";

/** Lists and searches the staff member's own video projects, as `GET /api/v1/content` does for them. */
export const findVideosTool = (db: Db, viewer: Viewer) =>
  tool({
    description: "List or search the user's own video projects by title words, newest changes first.",
    inputSchema: z.object({
      query: z.string().max(200).optional().describe("Words in the title"),
      sort: z.enum(VIDEO_SORTS).default("recent"),
      limit: z.number().int().min(1).max(20).default(10),
    }),
    execute: async ({ query, sort, limit }): Promise<FindVideosOutput> => {
      const { rows } = await findContents(db, viewer.id, { q: query, sort, cursor: 0, limit });
      return {
        videos: rows.map((row) => ({
          id: row.id,
          title: row.title,
          scene_count: row.sceneCount,
          updated_at: row.updatedAt.toISOString(),
          edit_path: `/content/${row.id}/edit`,
          render_status: row.latestRender?.status ?? null,
        })),
      };
    },
  });
