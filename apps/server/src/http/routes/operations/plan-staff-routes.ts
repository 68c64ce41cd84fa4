import { QUOTA_OWNER_KINDS } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { data, errors, timestamp } from "../../../kernel/api-schemas.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { assignPlan, assignPlanBody } from "../../../workspace/quota/assign-plan.ts";
import { findOwnerQuota } from "../../../workspace/quota/find-owner-quota.ts";
import type { QuotaDeps } from "../../../workspace/quota/find-plan.ts";
import { grantCredit, grantCreditBody } from "../../../workspace/quota/grant-credit.ts";
import { ledgerEntrySchema, ledgerEntryView, ownerPlanSchema, ownerPlanView } from "../../../workspace/quota/quota-view.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];

const ownerParams = z.object({
  ownerKind: z.enum(QUOTA_OWNER_KINDS).describe("`user` or `client`."),
  ownerId: z.string().min(1).max(100).describe("The person's or client's id."),
});
const ledgerQuery = z.object({
  cursor: z.coerce.number().int().min(1).optional().describe("`next_cursor` of the previous page."),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const ownerOf = (params: z.infer<typeof ownerParams>) => ({ kind: params.ownerKind, id: params.ownerId });

/**
 * Staff controls of a person's (or client's) plan: read it with usage and the ledger, put them on
 * another plan, grant extra credit. Both changes need a reason and are audited. Registered inside
 * the staff plugin, whose hook answers 401/403 first.
 */
export const planStaffRoutes: FastifyPluginAsyncZod<QuotaDeps & { viewers: ViewerResolver }> = async (app, deps) => {
  app.get(
    "/plans/:ownerKind/:ownerId",
    {
      schema: {
        tags,
        summary: "An owner's plan, usage against each quota, and their quota ledger (newest first, a page at a time)",
        params: ownerParams,
        querystring: ledgerQuery,
        response: { 200: data(ownerPlanSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = ownerOf(request.params);
      return { data: ownerPlanView(owner, await findOwnerQuota(deps, owner, request.query), deps.plans) };
    },
  );

  app.put(
    "/plans/:ownerKind/:ownerId/plan",
    {
      schema: {
        tags,
        summary: "Put the owner on a configured plan, saying why (audited)",
        params: ownerParams,
        body: assignPlanBody,
        response: {
          200: data(z.strictObject({ plan_id: z.string(), reason: z.string().nullable(), assigned_at: timestamp })),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const row = await assignPlan(deps, staff, ownerOf(request.params), request.body);
      return { data: { plan_id: row.planId, reason: row.reason, assigned_at: row.assignedAt.toISOString() } };
    },
  );

  app.post(
    "/plans/:ownerKind/:ownerId/grants",
    {
      schema: {
        tags,
        summary: "Grant the owner extra credit for this period (this month; storage for good), saying why (audited)",
        params: ownerParams,
        body: grantCreditBody,
        response: { 201: data(ledgerEntrySchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const entry = await grantCredit(deps.db, staff, ownerOf(request.params), request.body);
      return reply.status(201).send({ data: ledgerEntryView(entry) });
    },
  );
};
