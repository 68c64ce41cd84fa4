import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { dashboardQuery } from "../../../library-studio/templates-dashboard/dashboard-range.ts";
import { dashboardSchema } from "../../../library-studio/templates-dashboard/dashboard-view.ts";
import { findTemplatesDashboard } from "../../../library-studio/templates-dashboard/find-templates-dashboard.ts";

/** The templates dashboard: how the library is used. Registered inside the staff plugin, whose hook answers 401/403 first. */
export const templatesDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/templates-dashboard",
    {
      schema: {
        tags: ["staff"],
        summary: "Usage of every template and layout over a range of days",
        description:
          "Videos made with each, how many switched away and to what, renders, failures by reason, render speed, and a point per week.",
        querystring: dashboardQuery,
        response: { 200: data(dashboardSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: await findTemplatesDashboard(db, request.query) }),
  );
};
