import type { FastifyInstance, FastifyReply } from "fastify";
import { ZodError } from "zod";

/** An error whose message is safe to show the caller, answered as `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const unauthenticated = () => new HttpError(401, "unauthenticated", "Sign in to continue.");
export const forbidden = () => new HttpError(403, "forbidden", "This needs a staff account.");
export const notFound = (what = "That") => new HttpError(404, "not_found", `${what} was not found.`);

export function sendError(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ error: fields ? { code, message, fields } : { code, message } });
}

function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}

/** One error shape for every API answer; unexpected errors are logged and never leak details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.status, error.code, error.message, error.fields);
    if (error instanceof ZodError) return sendError(reply, 400, "invalid_request", "Some fields are not valid.", zodFields(error));
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return sendError(reply, status, (error as { code?: string }).code?.toLowerCase() ?? "bad_request", (error as Error).message);
    request.log.error({ err: error }, "Unhandled error");
    return sendError(reply, 500, "internal", "Something went wrong on our side. Please try again.");
  });
}
