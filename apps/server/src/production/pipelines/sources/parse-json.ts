import { SourceError } from "./source-item.ts";

/** Parses JSON text; malformed JSON is a `SourceError` saying so. */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SourceError(`The ${what} is not valid JSON (${(error as Error).message}).`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
