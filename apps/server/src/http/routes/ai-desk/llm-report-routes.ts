import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, idParams, page } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { callDetailView, callDetailSchema, callSummarySchema, callSummaryView } from "../../../ai-desk/llm-report/call-view.ts";
import { findCallDetail } from "../../../ai-desk/llm-report/find-call-detail.ts";
import { findCalls, findCallsQuery } from "../../../ai-desk/llm-report/find-calls.ts";
import { filterOptionsQuery, findFilterOptions } from "../../../ai-desk/llm-report/find-filter-options.ts";
import { findSummary } from "../../../ai-desk/llm-report/find-summary.ts";
import { summaryQuery } from "../../../ai-desk/llm-report/report-query.ts";
import { filterOptionsSchema, summarySchema } from "../../../ai-desk/llm-report/report-view.ts";
import { hasToolSchema, toolSchema } from "../../../ai-desk/llm-report/tool-schemas.ts";

const tags = ["staff"];
const REPORT = "/llm-report";

/**
 * The function-calling report: figures over the model calls recorded in `llm_call`, and the
 * drill-down into one call. Registered inside the staff plugin, whose hook answers 401/403 first.
 */
export const llmReportRoutes: FastifyPluginAsyncZod<{ db: Db; staffPrefix: string }> = async (app, { db, staffPrefix }) => {
  const toolSchemaUrl = (tool: string | null) =>
    hasToolSchema(tool) ? `${staffPrefix}${REPORT}/tools/${encodeURIComponent(tool)}/schema` : null;

  app.get(
    `${REPORT}/summary`,
    {
      schema: {
        tags,
        summary: "The report of a time range: figures, a chart's points and a row per tool × model",
        description: "Calls, success, repair and fallback rates, p50/p95 latency, tokens and cost, for the calls matching the filters.",
        querystring: summaryQuery,
        response: { 200: data(summarySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: await findSummary(db, request.query) }),
  );

  app.get(
    `${REPORT}/filters`,
    {
      schema: {
        tags,
        summary: "The tools, models, providers and sources of a range's calls, for the report's filters",
        querystring: filterOptionsQuery,
        response: { 200: data(filterOptionsSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: await findFilterOptions(db, request.query) }),
  );

  app.get(
    `${REPORT}/calls`,
    {
      schema: {
        tags,
        summary: "The range's calls, newest first, a page at a time",
        querystring: findCallsQuery,
        response: { 200: page(callSummarySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const found = await findCalls(db, request.query);
      return { data: found.rows.map(callSummaryView), next_cursor: found.nextCursor };
    },
  );

  app.get(
    `${REPORT}/calls/:id`,
    {
      schema: {
        tags,
        summary: "One call: what was sent, the raw answer, its problems, and the other calls of its run",
        params: idParams,
        response: { 200: data(callDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await findCallDetail(db, request.params.id);
      return { data: callDetailView(detail, toolSchemaUrl(detail.call.tool)) };
    },
  );

  app.get(
    `${REPORT}/tools/:name/schema`,
    {
      schema: {
        tags,
        summary: "A tool's parameters, as the JSON Schema the model was given",
        params: z.object({ name: z.string().max(200).describe("The tool's name, as calls record it.") }),
        response: { 200: data(z.record(z.string(), z.unknown())), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const schema = toolSchema(request.params.name);
      if (!schema) throw notFound(`The tool ${request.params.name}`);
      return { data: schema };
    },
  );
};
