import { LIBRARY_KINDS } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { activitySchema, boardItemSchema } from "../../../library-studio/items/board/board-view.ts";
import { ACTIVITY_LIMIT, findLibraryActivity } from "../../../library-studio/items/board/find-library-activity.ts";
import { findLibraryBoard } from "../../../library-studio/items/board/find-library-board.ts";

const tags = ["staff"];
const WEEK_MS = 7 * 86_400_000;
const kind = z.enum(LIBRARY_KINDS).optional().describe("`template` or `layout`; both without it.");

/**
 * The library board (`layouts/progress`, `layout-tracker`): every item with what blocks it, and
 * what happened lately. Moves between columns use the studio's stage route. Inside the staff plugin.
 */
export const libraryBoardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/library/board",
    {
      schema: {
        tags,
        summary: "Every item with its stage, owner, coverage, what blocks publishing it (red checklist items) and its last change",
        querystring: z.object({ kind }),
        response: { 200: data(z.array(boardItemSchema)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: await findLibraryBoard(db, request.query.kind) }),
  );

  app.get(
    "/library/activity",
    {
      schema: {
        tags,
        summary: `Versions created and stage changes since a time (the last 7 days without \`since\`), newest first, at most ${ACTIVITY_LIMIT}`,
        querystring: z.object({
          kind,
          since: z.iso
            .datetime({ offset: true })
            .optional()
            .describe("ISO 8601; at most a year back.")
            .refine((since) => since === undefined || Date.now() - Date.parse(since) <= 366 * 86_400_000, "Ask for at most a year back."),
        }),
        response: { 200: data(z.array(activitySchema)), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const since = request.query.since ? new Date(request.query.since) : new Date(Date.now() - WEEK_MS);
      return { data: await findLibraryActivity(db, request.query.kind, since) };
    },
  );
};
