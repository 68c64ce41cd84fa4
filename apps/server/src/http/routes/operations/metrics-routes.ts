import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../../../kernel/api-schemas.ts";
import { DomainError, notFound } from "../../../kernel/errors.ts";
import type { Database } from "../../../platform/db/database.ts";
import { collectMetrics } from "../../../operations/health/metrics.ts";

const EXPOSITION = "text/plain; version=0.0.4; charset=utf-8";

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `GET /metrics` for Prometheus, with the bearer token METRICS_TOKEN names; without one
 * configured the endpoint is off (404), so no figure is public by default.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ database: Database; token: string | undefined }> = async (app, { database, token }) => {
  app.get(
    "/metrics",
    {
      schema: {
        tags: ["health"],
        summary: "Prometheus metrics: queue depth, renders, chunk retries, webhook lag, pools",
        description: "Answers with `Authorization: Bearer <METRICS_TOKEN>`; 404 while METRICS_TOKEN is not set.",
        security: [{ metricsToken: [] }],
        headers: z.object({ authorization: z.string().max(512).optional() }),
        response: {
          200: { description: "The series, in Prometheus's text format.", content: { [EXPOSITION]: { schema: z.string() } } },
          ...errors(401, 404),
        },
      },
    },
    async (request, reply) => {
      if (!token) throw notFound("Metrics (set METRICS_TOKEN to turn them on)");
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!sameToken(given, token))
        throw new DomainError("unauthenticated", "unauthenticated", "Send the metrics token as `Authorization: Bearer <token>`.");
      return reply
        .type(EXPOSITION)
        .header("Cache-Control", "no-store")
        .send(await collectMetrics(database));
    },
  );
};
