import { notFound } from "./errors.ts";
import type { Viewer } from "./viewer.ts";

/**
 * The one access check for every id a request names. A missing row and another user's row
 * answer the same 404, so ids cannot be probed.
 */
export function requireOwned<Row extends { userId: string }>(row: Row | undefined, viewer: Viewer, what: string): Row {
  if (!row || row.userId !== viewer.id) throw notFound(what);
  return row;
}
