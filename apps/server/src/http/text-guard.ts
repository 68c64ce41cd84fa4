import type { FastifyInstance, FastifyRequest } from "fastify";
import { DomainError } from "../kernel/errors.ts";

/**
 * A NUL, or half of a UTF-16 surrogate pair without its other half: PostgreSQL stores neither
 * (text and jsonb refuse NUL and `\ud800`), and no real text needs them.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A value met while walking a body, linked to its parent so a path is built only when needed. */
interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
  return keys.join(".") || "body";
}

/**
 * The dotted path of the first string or object key under `value` holding unstorable text.
 * Iterative and without copying paths, so a deeply nested body costs no more than a flat one.
 */
function findUnstorableText(value: unknown): string | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === "string") {
      if (UNSTORABLE.test(visit.value)) return pathOf(visit);
    } else if (visit.value && typeof visit.value === "object") {
      const entries = Object.entries(visit.value);
      const badKey = entries.find(([key]) => UNSTORABLE.test(key));
      if (badKey) return pathOf({ value: badKey[1], key: badKey[0], parent: visit });
      // Reversed onto the stack, so the first bad string in document order is the one named.
      for (const [key, child] of entries.reverse()) pending.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}

/**
 * The body as the routes will read it. The auth routes take it as a string and leave the
 * parsing to Better Auth, so a JSON escape such as `"\u0000"` is only visible once parsed here.
 */
function parsedBody(request: FastifyRequest): unknown {
  if (typeof request.body !== "string") return request.body;
  const type = request.headers["content-type"] ?? "";
  try {
    if (type.includes("json")) return JSON.parse(request.body);
  } catch {
    return undefined; // Not JSON after all: the route refuses it on its own terms.
  }
  if (!type.includes("application/x-www-form-urlencoded")) return undefined;
  // A repeated name's values are joined: decoding never yields a surrogate, so a NUL is all to find.
  const form = new URLSearchParams(request.body);
  return Object.fromEntries([...new Set(form.keys())].map((name) => [name, form.getAll(name).join("")]));
}

function unstorableField(request: FastifyRequest): string | undefined {
  const raw = typeof request.body === "string" && UNSTORABLE.test(request.body) ? "body" : undefined;
  return raw ?? findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(parsedBody(request));
}

/**
 * Refuses, with 400 before any route runs, a path, query string or body holding text the
 * database cannot store, instead of letting it fail deep inside as a 500.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const field = unstorableField(request);
    if (field !== undefined)
      throw new DomainError("invalid", "invalid_text", "Text cannot contain a NUL character or an unpaired surrogate.", {
        [field]: "Remove the NUL character or the broken Unicode character.",
      });
  });
}
