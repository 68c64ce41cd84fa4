import { IMAGE_REPORT_STATUSES } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import { data, errors, idParams, noContent, uuid } from "../../../kernel/api-schemas.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { addInspiration, addInspirationBody } from "../../../image-studio/image-gen/inspirations/add-inspiration.ts";
import { deleteInspiration } from "../../../image-studio/image-gen/inspirations/delete-inspiration.ts";
import { listInspirations } from "../../../image-studio/image-gen/inspirations/inspiration-queries.ts";
import { inspirationSchema, inspirationView } from "../../../image-studio/image-gen/inspirations/inspiration-view.ts";
import { reorderInspirations } from "../../../image-studio/image-gen/inspirations/reorder-inspirations.ts";
import { listReports } from "../../../image-studio/image-gen/trending/trending-queries.ts";
import { reportSchema, reportView } from "../../../image-studio/image-gen/trending/report-view.ts";
import { resolveReport } from "../../../image-studio/image-gen/trending/resolve-report.ts";
import type { VibeDeps } from "../../../image-studio/image-gen/vibes/create-vibe.ts";
import { publishVibe, unpublishVibe } from "../../../image-studio/image-gen/vibes/publish-vibe.ts";
import { listReviewableVibes } from "../../../image-studio/image-gen/vibes/vibe-queries.ts";
import { vibeSchema, vibeView } from "../../../image-studio/image-gen/vibes/vibe-view.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];
const MAX_WALL = 500;

/**
 * The image studio's staff side, registered inside the staff plugin (whose hook answers 401/403
 * first): publishing vibes, curating the inspiration wall, reviewing reports.
 */
export const imageStaffRoutes: FastifyPluginAsyncZod<VibeDeps & { viewers: ViewerResolver }> = async (app, deps) => {
  const { db, storage } = deps;

  app.get(
    "/image-gen/vibes",
    {
      schema: {
        tags,
        summary: "People's and staff's vibes, to review and publish (newest first)",
        response: { 200: data(z.array(vibeSchema)), ...errors(401, 403) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      return { data: (await listReviewableVibes(db)).map((vibe) => vibeView(vibe, staff.id)) };
    },
  );

  app.post(
    "/image-gen/vibes/:id/publish",
    {
      schema: {
        tags,
        summary: "Publish a vibe for everyone",
        description:
          "A person's vibe is published as a staff copy, so its maker's later edits do not change it; answers the published vibe.",
        params: idParams,
        response: { 200: data(vibeSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      return { data: vibeView(await publishVibe(deps, request.params.id, requestActor(staff)), staff.id) };
    },
  );

  app.post(
    "/image-gen/vibes/:id/unpublish",
    {
      schema: {
        tags,
        summary: "Withdraw a published staff vibe",
        params: idParams,
        response: { 200: data(vibeSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      return { data: vibeView(await unpublishVibe(deps, request.params.id, requestActor(staff)), staff.id) };
    },
  );

  app.post(
    "/image-gen/inspirations",
    {
      schema: {
        tags,
        summary: "Add a picture to the end of the inspiration wall",
        description: "From a public image (its picture and recipe copied), or from a recipe the offline preview generator paints.",
        body: addInspirationBody,
        response: { 201: data(inspirationSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      return reply.status(201).send({ data: inspirationView(await addInspiration(deps, staff, request.body)) });
    },
  );

  app.put(
    "/image-gen/inspirations/order",
    {
      schema: {
        tags,
        summary: "Reorder the inspiration wall",
        body: z.object({ ids: z.array(uuid).min(1).max(MAX_WALL).describe("Every inspiration's id, once, in the new order.") }).strict(),
        response: { 200: data(z.array(inspirationSchema)), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      await asActor(db, requestActor(staff), (tx) => reorderInspirations(tx, request.body.ids));
      return { data: (await listInspirations(db)).map(inspirationView) };
    },
  );

  app.delete(
    "/image-gen/inspirations/:id",
    {
      schema: {
        tags,
        summary: "Take a picture off the inspiration wall",
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      await deleteInspiration(db, storage, request.params.id, requestActor(staff));
      return reply.status(204).send();
    },
  );

  app.get(
    "/image-gen/reports",
    {
      schema: {
        tags,
        summary: "Reports of images, newest first",
        querystring: z.object({ status: z.enum(IMAGE_REPORT_STATUSES).default("open") }),
        response: { 200: data(z.array(reportSchema)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: (await listReports(db, request.query.status)).map(reportView) }),
  );

  app.post(
    "/image-gen/reports/:id/resolve",
    {
      schema: {
        tags,
        summary: "Settle a report (and every open report of its image)",
        description: "`dismiss` puts the image back in trending; `remove` keeps it hidden and makes it private.",
        params: idParams,
        body: z.object({ action: z.enum(["dismiss", "remove"]) }).strict(),
        response: { 200: data(reportSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: reportView(await resolveReport(db, request.params.id, request.body.action)) }),
  );
};
