import type { FindLibraryOutput } from "@framewise/contracts";
import { aspectRatioSchema } from "@framewise/scene";
import { tool } from "ai";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { listLibraryDefinitions } from "../../../workspace/library/library-queries.ts";

const MAX_EACH = 12;

/** Every word found in the item's id, name, description or tags (no words: everything). */
const matches = (words: string[], item: { id: string; name: string; description: string; tags?: string[] }) => {
  const haystack = [item.id, item.name, item.description, ...(item.tags ?? [])].join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/** Finds templates and layouts in the library (everyone's to use, so no owner check). */
export const findLibraryTool = (db: Db) =>
  tool({
    description: "Find templates (a video's look) and layouts (a scene's arrangement) in the library by words and aspect ratio.",
    inputSchema: z.object({
      query: z.string().max(200).default("").describe("Words to match; empty lists everything"),
      aspect_ratio: aspectRatioSchema.optional().describe("Only layouts made for this aspect ratio"),
    }),
    execute: async ({ query, aspect_ratio }): Promise<FindLibraryOutput> => {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const [templates, layouts] = await Promise.all([listLibraryDefinitions(db, "template"), listLibraryDefinitions(db, "layout")]);
      return {
        templates: templates
          .filter((each) => matches(words, each))
          .slice(0, MAX_EACH)
          .map((each) => ({ id: each.id, name: each.name, description: each.description })),
        layouts: layouts
          .filter((each) => matches(words, each) && (!aspect_ratio || each.aspectRatios.includes(aspect_ratio)))
          .slice(0, MAX_EACH)
          .map((each) => ({ id: each.id, name: each.name, description: each.description, aspect_ratios: each.aspectRatios })),
      };
    },
  });
