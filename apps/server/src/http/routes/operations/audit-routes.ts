import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditEntryDetailSchema, auditEntrySchema, auditEntryView, revertPreviewView } from "../../../platform/audit/audit-view.ts";
import { entryId, findAuditEntries, findAuditEntriesQuery, findAuditEntryDetail } from "../../../platform/audit/find-audit-entries.ts";
import { revertChange } from "../../../platform/audit/revert-change.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, page } from "../../../kernel/api-schemas.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];
const entryParams = z.object({ id: entryId.describe("The audit entry's id.") });
const revertBody = z.strictObject({
  reason: z.string().trim().min(1, "Say why this is reverted.").max(500).describe("Why, kept with the revert's own entry."),
});

/**
 * The audit trail (`content-update-logs`): every recorded change, one entry with what a revert
 * would change, and the revert itself. Registered inside the staff plugin, whose hook answers
 * 401/403 first.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/audit",
    {
      schema: {
        tags,
        summary: "The audit trail, newest first, a page at a time",
        description: "Filter by entity (table), entity id, actor, source and time; pass `next_cursor` back as `cursor`.",
        querystring: findAuditEntriesQuery,
        response: { 200: page(auditEntrySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const found = await findAuditEntries(db, request.query);
      return { data: found.rows.map(auditEntryView), next_cursor: found.nextCursor };
    },
  );

  app.get(
    "/audit/:id",
    {
      schema: {
        tags,
        summary: "One audit entry, with what reverting to just before it would change",
        params: entryParams,
        response: { 200: data(auditEntryDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { entry, plan } = await findAuditEntryDetail(db, request.params.id);
      return { data: { entry: auditEntryView(entry), revert: revertPreviewView(plan) } };
    },
  );

  app.post(
    "/audit/:id/revert",
    {
      schema: {
        tags,
        summary: "Put the entity back as it was just before this entry",
        description:
          "Undoes this change and every later change to the same entity. The revert is recorded in the trail itself (source `revert`, with the reason). 409 when it no longer applies.",
        params: entryParams,
        body: revertBody.meta({ examples: [{ reason: "The title was changed by mistake." }] }),
        response: { 200: data(z.array(auditEntrySchema).describe("The revert's own entries.")), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const entries = await revertChange(db, staff, request.params.id, request.body.reason);
      return { data: entries.map(auditEntryView) };
    },
  );
};
