import type { z } from "zod";
import { LIMITS } from "./limits.ts";

export interface ValidationError {
  /** JSON Pointer (RFC 6901) to the bad value: `/scenes/2/duration`; `""` for the whole document. */
  path: string;
  message: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

/** Keys that could reach an object's prototype if some code merged the document naively. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export const jsonPointer = (path: readonly PropertyKey[]) =>
  path.map((part) => `/${String(part).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

/** Plain JSON only, within the depth bound, without prototype-polluting keys. */
function shapeErrors(value: unknown, path: (string | number)[], errors: ValidationError[]): void {
  if (errors.length >= 20) return;
  if (path.length > LIMITS.depth) {
    errors.push({ path: jsonPointer(path), message: `nested deeper than ${LIMITS.depth} levels` });
    return;
  }
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) errors.push({ path: jsonPointer(path), message: "must be a finite number" });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => shapeErrors(item, [...path, index], errors));
    return;
  }
  if (typeof value === "object" && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    for (const key of Object.keys(value)) {
      // An undefined property is an absent one, as JSON.stringify treats it.
      if ((value as Record<string, unknown>)[key] === undefined) continue;
      if (FORBIDDEN_KEYS.has(key)) errors.push({ path: jsonPointer([...path, key]), message: `the key "${key}" is not allowed` });
      else shapeErrors((value as Record<string, unknown>)[key], [...path, key], errors);
    }
    return;
  }
  errors.push({ path: jsonPointer(path), message: "must be plain JSON" });
}

/**
 * Strict validation at the API edge: never throws, whatever it is given; answers the parsed value
 * or every problem with its JSON path.
 */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  try {
    const errors: ValidationError[] = [];
    shapeErrors(input, [], errors);
    if (errors.length) return { ok: false, errors };
    const size = JSON.stringify(input)?.length ?? 0;
    if (size > LIMITS.documentBytes) return { ok: false, errors: [{ path: "", message: `larger than ${LIMITS.documentBytes} bytes` }] };
    const parsed = schema.safeParse(input);
    if (parsed.success) return { ok: true, value: parsed.data };
    return {
      ok: false,
      errors: parsed.error.issues.flatMap((issue) =>
        // One error per unknown key, pointing at the key itself.
        issue.code === "unrecognized_keys"
          ? issue.keys.map((key) => ({ path: jsonPointer([...issue.path, key]), message: "is not a known field" }))
          : [{ path: jsonPointer(issue.path), message: issue.message }],
      ),
    };
  } catch (error) {
    return {
      ok: false,
      errors: [{ path: "", message: `could not be validated: ${error instanceof Error ? error.message : String(error)}` }],
    };
  }
}
