import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, idParams, noContent, uuid } from "../../../kernel/api-schemas.ts";
import { DomainError, notFound } from "../../../kernel/errors.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { cancelRun } from "../../../ai-desk/prompt-tests/cancel-run.ts";
import { findRunDetail } from "../../../ai-desk/prompt-tests/find-run-detail.ts";
import type { PromptTestDeps, PromptTestWorker } from "../../../ai-desk/prompt-tests/prompt-test-deps.ts";
import { findTrend, listRuns } from "../../../ai-desk/prompt-tests/run-queries.ts";
import { runDetailSchema, runSchema, runView, trendSchema, trendView } from "../../../ai-desk/prompt-tests/run-view.ts";
import { createSuite, duplicateSuite, requireSuite, updateSuite } from "../../../ai-desk/prompt-tests/save-suite.ts";
import { startRun, startRunBody } from "../../../ai-desk/prompt-tests/start-run.ts";
import { suiteBody, suiteFileSchema } from "../../../ai-desk/prompt-tests/suite-body.ts";
import { deleteIdleSuite, listSuites } from "../../../ai-desk/prompt-tests/suite-queries.ts";
import { suiteFileView, suiteSchema, suiteSummarySchema, suiteSummaryView, suiteView } from "../../../ai-desk/prompt-tests/suite-view.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];

export type PromptTestRouteDeps = PromptTestDeps & { worker: PromptTestWorker; viewers: ViewerResolver };

/** A file name from a suite's name: letters, digits and dashes. */
const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "") || "suite"
  }.json`;

/**
 * Automated prompt testing, registered inside the staff plugin (whose hook answers 401/403
 * first): suites of prompts with expectations, and runs of a suite against models and the text
 * planner. Suites and runs are every staff member's alike.
 */
export const promptTestRoutes: FastifyPluginAsyncZod<PromptTestRouteDeps> = async (app, deps) => {
  const { db } = deps;
  /** A suite's change, recorded in the audit trail as the staff member's. */
  const asStaff = async <T>(request: FastifyRequest, change: (tx: Db, staffId: string) => Promise<T>) => {
    const staff = staffMember(request);
    return asActor(db, requestActor(staff), (tx) => change(tx, staff.id));
  };

  app.get(
    "/prompt-tests/suites",
    {
      schema: {
        tags,
        summary: "Every suite with its prompt count, last run and recent scores",
        response: { 200: data(z.array(suiteSummarySchema)), ...errors(401, 403) },
      },
    },
    async () => ({ data: (await listSuites(db)).map(suiteSummaryView) }),
  );

  app.post(
    "/prompt-tests/suites",
    {
      schema: {
        tags,
        summary: "Create a suite",
        body: suiteBody,
        response: { 201: data(suiteSchema), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const suite = await asStaff(request, (tx, staffId) => createSuite(tx, staffId, request.body));
      return reply.status(201).send({ data: suiteView(suite) });
    },
  );

  app.post(
    "/prompt-tests/suites/import",
    {
      schema: {
        tags,
        summary: "Create a suite from an exported file",
        body: suiteFileSchema,
        response: { 201: data(suiteSchema), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const suite = await asStaff(request, (tx, staffId) => createSuite(tx, staffId, request.body));
      return reply.status(201).send({ data: suiteView(suite) });
    },
  );

  app.get(
    "/prompt-tests/suites/:id",
    {
      schema: {
        tags,
        summary: "A suite with its prompts",
        params: idParams,
        response: { 200: data(suiteSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: suiteView(await requireSuite(db, request.params.id)) }),
  );

  app.put(
    "/prompt-tests/suites/:id",
    {
      schema: {
        tags,
        summary: "Save a suite: its name, description and every prompt in order",
        description: "Prompts sent with their `id` are kept (their runs stay comparable); prompts left out are removed.",
        params: idParams,
        body: suiteBody,
        response: { 200: data(suiteSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: suiteView(await asStaff(request, (tx) => updateSuite(tx, request.params.id, request.body))) }),
  );

  app.delete(
    "/prompt-tests/suites/:id",
    {
      schema: {
        tags,
        summary: "Delete a suite and its runs",
        description: "Refused with 409 `run_in_progress` while one of its runs is queued or running.",
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await asStaff(request, (tx) => deleteIdleSuite(tx, request.params.id));
      if (outcome === "missing") throw notFound("That suite");
      if (outcome === "busy") throw new DomainError("conflict", "run_in_progress", "A run of this suite is under way; cancel it first.");
      return reply.status(204).send();
    },
  );

  app.post(
    "/prompt-tests/suites/:id/duplicate",
    {
      schema: {
        tags,
        summary: "Copy a suite (without its runs)",
        params: idParams,
        response: { 201: data(suiteSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const copy = await asStaff(request, (tx, staffId) => duplicateSuite(tx, staffId, request.params.id));
      return reply.status(201).send({ data: suiteView(copy) });
    },
  );

  app.get(
    "/prompt-tests/suites/:id/export",
    {
      schema: {
        tags,
        summary: "A suite as a file, for `POST /prompt-tests/suites/import`",
        params: idParams,
        response: { 200: suiteFileSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const suite = await requireSuite(db, request.params.id);
      return reply.header("content-disposition", `attachment; filename="${fileName(suite.name)}"`).send(suiteFileView(suite));
    },
  );

  app.get(
    "/prompt-tests/suites/:id/trend",
    {
      schema: {
        tags,
        summary: "The suite's score per run, oldest first (the latest 50 runs with a score)",
        params: idParams,
        response: { 200: data(z.array(trendSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireSuite(db, request.params.id);
      return { data: (await findTrend(db, request.params.id)).map(trendView) };
    },
  );

  app.post(
    "/prompt-tests/runs",
    {
      schema: {
        tags,
        summary: "Run a suite against models and the text planner",
        description: "Queued as a job; its progress arrives as `prompt-test-run` events on `GET /api/v1/events`.",
        body: startRunBody,
        response: { 202: data(runSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      return reply.status(202).send({ data: runView(await startRun(deps, staff, request.body)) });
    },
  );

  app.get(
    "/prompt-tests/runs",
    {
      schema: {
        tags,
        summary: "The latest runs (100), of one suite or of all; newest first",
        querystring: z.object({ suite_id: uuid.optional() }),
        response: { 200: data(z.array(runSchema)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: (await listRuns(db, request.query.suite_id)).map(runView) }),
  );

  app.get(
    "/prompt-tests/runs/:id",
    {
      schema: {
        tags,
        summary: "A run with every result side by side, and what changed since the suite's previous finished run",
        params: idParams,
        response: { 200: data(runDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await findRunDetail(db, request.params.id) }),
  );

  app.post(
    "/prompt-tests/runs/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a queued or running run (finished results stay)",
        params: idParams,
        response: { 200: data(runSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: runView(await cancelRun(deps, request.params.id)) }),
  );
};
