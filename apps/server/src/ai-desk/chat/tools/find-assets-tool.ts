import { ASSET_KINDS, type FindAssetsOutput } from "@framewise/contracts";
import { tool } from "ai";
import { z } from "zod";
import { findAssets } from "../../../workspace/assets/find-assets.ts";
import { assetView } from "../../../workspace/assets/asset-view.ts";
import type { Db } from "../../../platform/db/database.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";

/** Lists and searches the staff member's own asset library, as `GET /api/v1/assets` does for them. */
export const findAssetsTool = (db: Db, viewer: Viewer) =>
  tool({
    description: "List or search the user's own asset library (images, videos, audio, fonts) by name or tag words.",
    inputSchema: z.object({
      query: z.string().max(200).optional().describe("Words in the name or tags"),
      kind: z.enum(ASSET_KINDS).optional(),
      limit: z.number().int().min(1).max(20).default(10),
    }),
    execute: async ({ query, kind, limit }): Promise<FindAssetsOutput> => {
      const { rows } = await findAssets(db, viewer.id, { q: query, kind: kind && [kind], sort: "newest", cursor: 0, limit });
      return {
        assets: rows.map((row) => {
          const asset = assetView(row);
          return { id: asset.id, name: asset.name, kind: asset.kind, thumbnail_url: asset.thumbnail_urls?.small ?? null };
        }),
      };
    },
  });
