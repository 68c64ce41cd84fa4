import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listStaffMembers } from "../../../platform/auth/staff-member-queries.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { staffMemberSchema } from "../../../library-studio/comments/comment-view.ts";

/** Every staff account, for owner pickers and mentions. Inside the staff plugin (401/403 first). */
export const staffMemberRoutes: FastifyPluginAsyncZod<{ db: Db; viewers: ViewerResolver }> = async (app, { db, viewers }) => {
  app.get(
    "/members",
    {
      schema: {
        tags: ["staff"],
        summary: "Every staff account (a verified address on a staff domain), by name",
        response: { 200: data(z.array(staffMemberSchema)), ...errors(401, 403) },
      },
    },
    async () => ({ data: await listStaffMembers(db, viewers.staffDomains) }),
  );
};
