import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import type { Db } from "../../platform/db/database.ts";
import { recordPublishedBaselines } from "./published-view-queries.ts";
import { applyLibrarySeed, type NewLibraryItem } from "./library-queries.ts";

const SEED_NAME = "starter-library-v1";

/** Starter definitions as library rows, in the pickers' order. */
const starterItems = (definitions: readonly { id: string }[]): NewLibraryItem[] =>
  definitions.map((definition, position) => ({ id: definition.id, definition, origin: "starter", position }));

/**
 * Puts the starter templates and layouts into the library on the first start only: the seed's
 * row is claimed first, in the same transaction, so two processes starting together seed once,
 * and items staff later edit or delete are never restored behind their back. Then the library
 * studio records every item it does not know yet as version 1, published.
 */
export async function seedStarterLibrary(db: Db): Promise<boolean> {
  const applied = await applyLibrarySeed(db, SEED_NAME, {
    layouts: starterItems(STARTER_LAYOUTS),
    templates: starterItems(STARTER_TEMPLATES),
  });
  await recordPublishedBaselines(db);
  return applied;
}
