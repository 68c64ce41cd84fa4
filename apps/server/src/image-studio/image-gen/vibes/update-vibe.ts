import type { Db } from "../../../platform/db/database.ts";
import { notFound } from "../../../kernel/errors.ts";
import type { UpdateVibeBody } from "./vibe-body.ts";
import { updateVibe as saveVibe, type VibeChanges, type VibeRow } from "./vibe-queries.ts";

/** Edits the owner's vibe (a painted preview follows the new fragment by itself). */
export async function updateVibe(db: Db, userId: string, id: string, patch: UpdateVibeBody): Promise<VibeRow> {
  const changes: VibeChanges = {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.description === undefined ? {} : { description: patch.description }),
    ...(patch.prompt_fragment === undefined ? {} : { promptFragment: patch.prompt_fragment }),
    ...(patch.negative_fragment === undefined ? {} : { negativeFragment: patch.negative_fragment }),
    ...(patch.params === undefined ? {} : { params: patch.params }),
  };
  const saved = await saveVibe(db, userId, id, changes);
  // Deleted meanwhile.
  if (!saved) throw notFound("That vibe");
  return saved;
}
