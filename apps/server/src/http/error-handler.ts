import type { FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { DomainError, statusOf } from "../kernel/errors.ts";

export function sendError(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ error: fields ? { code, message, fields } : { code, message } });
}

/** The first problem of each field, by dotted path (the body itself is "body"). */
function issueFields(issues: { path: string; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path || "body"] ??= issue.message;
  return fields;
}

const zodFields = (error: ZodError) => issueFields(error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })));

const invalidRequest = (reply: FastifyReply, fields: Record<string, string>) =>
  sendError(reply, 400, "invalid_request", "Some fields are not valid.", fields);

/** One error shape for every API answer; unexpected errors are logged and never leak details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      return sendError(reply, statusOf[error.kind], error.code, error.message, error.fields);
    }
    if (error instanceof ZodError) return invalidRequest(reply, zodFields(error));
    // A route's request schema refused the params, query or body (the same zod issues, as JSON pointers).
    if (hasZodFastifySchemaValidationErrors(error))
      return invalidRequest(
        reply,
        issueFields(
          error.validation.map((issue) => ({
            path: issue.instancePath.slice(1).replaceAll("/", "."),
            message: issue.message ?? "Not valid.",
          })),
        ),
      );
    if (error instanceof ResponseSerializationError) {
      request.log.error(
        { err: error, issues: error.cause.issues, route: `${error.method} ${error.url}` },
        "Answer does not match the route's response schema (a bug)",
      );
      return sendError(reply, 500, "internal", "Something went wrong on our side. Please try again.");
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return sendError(reply, status, (error as { code?: string }).code?.toLowerCase() ?? "bad_request", (error as Error).message);
    request.log.error({ err: error }, "Unhandled error");
    return sendError(reply, 500, "internal", "Something went wrong on our side. Please try again.");
  });
}
