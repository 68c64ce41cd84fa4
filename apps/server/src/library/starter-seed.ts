import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import type { Db } from "../db/database.ts";
import { layout, seed, template } from "../db/schema.ts";

const SEED_NAME = "starter-library-v1";

/**
 * Puts the starter templates and layouts into the library on the first start only: the seed's
 * row is claimed first, in the same transaction, so two processes starting together seed once,
 * and items staff later edit or delete are never restored behind their back.
 */
export async function seedStarterLibrary(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seed).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    await tx
      .insert(layout)
      .values(STARTER_LAYOUTS.map((definition, position) => ({ id: definition.id, definition, origin: "starter" as const, position })))
      .onConflictDoNothing();
    await tx
      .insert(template)
      .values(STARTER_TEMPLATES.map((definition, position) => ({ id: definition.id, definition, origin: "starter" as const, position })))
      .onConflictDoNothing();
    return true;
  });
}
