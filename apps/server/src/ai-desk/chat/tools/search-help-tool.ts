import type { SearchHelpOutput } from "@framewise/contracts";
import { tool } from "ai";
import { z } from "zod";
import { searchHelp, type HelpSection } from "./help-search.ts";

const SOURCE = "Framewise's own documentation (README.md and docs/*.md of this installation), found by keywords";

/** Searches the product's documentation; says where the passages come from, so the answer can too. */
export const searchHelpTool = (sections: HelpSection[]) =>
  tool({
    description:
      "Search Framewise's documentation (README and docs) by keywords, for how the product works and how to configure it. Cite the file.",
    inputSchema: z.object({ query: z.string().min(1).max(200).describe("Keywords, e.g. 'render queue limit'") }),
    execute: ({ query }): SearchHelpOutput => ({ source: SOURCE, results: searchHelp(sections, query) }),
  });
