import type { Db } from "../../../platform/db/database.ts";
import { DomainError } from "../../../kernel/errors.ts";
import { listInspirations, reorderInspirations as saveOrder } from "./inspiration-queries.ts";

/** Puts the wall in the order given, which must name every inspiration exactly once (so none is lost or doubled). */
export async function reorderInspirations(db: Db, ids: string[]): Promise<void> {
  const current = new Set((await listInspirations(db)).map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== current.size || !ids.every((id) => current.has(id)))
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", {
      ids: "Name every inspiration on the wall exactly once.",
    });
  await saveOrder(db, ids);
}
