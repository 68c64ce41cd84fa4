import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { DomainError, statusOf } from "../kernel/errors.ts";
import { isNoSpace, NO_SPACE_MESSAGE } from "../platform/storage/disk-space.ts";

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
    // A full disk refuses a database write as it does an upload: 507, whatever the route.
    if (isNoSpace(error)) {
      request.log.error({ err: error }, "No space left on the disk");
      return sendError(reply, 507, "insufficient_storage", NO_SPACE_MESSAGE);
    }
    request.log.error({ err: error }, "Unhandled error");
    return sendError(reply, 500, "internal", "Something went wrong on our side. Please try again.");
  });
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`%ED%A0%80`, a lone surrogate) is refused
 * before any route, in the one error shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL") void sendError(reply, 400, "bad_url", "The address has a badly encoded character.");
  else void sendError(reply, 400, "bad_request", error.message);
}

const CLIENT_ERRORS: Record<string, [status: number, reason: string, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "headers_too_large", "The request's headers are larger than 16 KB."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "request_timeout", "The request took too long to arrive."],
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it
 * (headers over 16 KB, broken HTTP), so the answer is written on the socket, in the one error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
  const [status, reason, code, message] = CLIENT_ERRORS[error.code ?? ""] ?? [
    400,
    "Bad Request",
    "bad_request",
    "The request is not valid HTTP.",
  ];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
