import { z } from "zod";

/**
 * The building blocks every route's schemas share. Request schemas validate before the handler
 * runs (a failure is our 400 `invalid_request`, http/error-handler.ts); response schemas check each answer
 * (a mismatch is a 500 logged as a bug) and describe it in the OpenAPI document (http/openapi.ts).
 */

/** Every error answer (`DomainError`, errors.ts), one shared component of the document. */
export const errorBody = z
  .strictObject({
    error: z.strictObject({
      code: z.string().describe("Stable, machine-readable: `invalid_request`, `unauthenticated`, `not_found`…"),
      message: z.string().describe("A sentence for people."),
      fields: z.record(z.string(), z.string()).optional().describe("The fields at fault (dotted paths) and what is wrong with each."),
    }),
  })
  .meta({
    id: "Error",
    description: "Every error answers this shape with its HTTP status.",
    examples: [{ error: { code: "invalid_request", message: "Some fields are not valid.", fields: { title: "Give the page a title." } } }],
  });

const ERROR_MEANINGS: Record<number, string> = {
  400: "The request is not valid; `fields` names each problem.",
  401: "Not signed in (or the session ended).",
  403: "Signed in, but not allowed.",
  404: "Not found, or not the caller's (the two answer alike).",
  409: "Conflicts with the current state (a newer version, a render in use, not finished yet).",
  413: "Too large.",
  416: "The byte range is outside the file.",
  422: "Understood, but it cannot be done (too long, the page could not be fetched).",
  429: "A limit was reached; try again later.",
  502: "A service this server depends on (such as Stripe) did not answer; nothing was changed.",
  507: "The server's disk is full.",
};

type ErrorAnswer = { description: string; content: { "application/json": { schema: typeof errorBody } } };

/** The error answers a route can give, by status: `...errors(400, 401, 404)`. */
export function errors<const Status extends number>(...statuses: Status[]): Record<Status, ErrorAnswer> {
  const answer = (status: number): ErrorAnswer => ({
    description: ERROR_MEANINGS[status] ?? "An error.",
    content: { "application/json": { schema: errorBody } },
  });
  return Object.fromEntries(statuses.map((status) => [status, answer(status)])) as Record<Status, ErrorAnswer>;
}

/** Every JSON answer wraps its payload in `data`. */
export const data = <Schema extends z.ZodType>(payload: Schema) => z.strictObject({ data: payload });

/** A page of a list: pass `next_cursor` back as `cursor` for the next one. */
export const page = <Schema extends z.ZodType>(item: Schema) =>
  z.strictObject({
    data: z.array(item),
    next_cursor: z.string().nullable().describe("The next page's `cursor`, or null after the last page."),
  });

/** An answer without a body. */
export const noContent = z.undefined().describe("Done; no body.");

/** A redirect to `Location`. Null, not undefined: a bridged answer without a body is sent as null. */
export const redirect = (description: string) => z.null().describe(description);

export const uuid = z.uuid();
/** `:id` of something the caller owns. A malformed id is a 400, an unknown or foreign one a 404. */
export const idParams = z.object({ id: uuid.describe("The id, a UUID.") });

/** ISO 8601 date and time, as every `*_at` field is answered. */
export const timestamp = z.string().describe("ISO 8601 date and time (UTC).");

/** Bytes sent as a stream or buffer, never serialized: typed `any` so a handler may send either. */
const fileBytes = z.any().meta({ type: "string", format: "binary" });

/** A file answer (video, image, font): the body is the file's bytes of that content type. */
export function fileAnswer(description: string, ...contentTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: fileBytes }])),
  };
}

/** A server-sent event stream (`text/event-stream`) that stays open. */
export function eventStream(description: string) {
  return {
    description,
    content: {
      "text/event-stream": { schema: z.string().describe("`event: <type>` and `data: <JSON>` lines, one blank line between events.") },
    },
  };
}

/** `?download`: present (with any value) asks for an attachment instead of an inline file. */
export const downloadQuery = z.object({
  download: z.string().optional().describe("Present (`?download`): answer as an attachment with a file name."),
});
