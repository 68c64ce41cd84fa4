import type { Db } from "../../../platform/db/database.ts";
import { STARTER_VIBES } from "./starter-vibes.ts";
import { applyVibeSeed } from "./vibe-queries.ts";

const SEED_NAME = "image-vibes-v1";

/**
 * Puts the starter vibes in on the first start only. Their previews are painted by the offline
 * generator the first time they are asked for, then kept in storage (`vibe-preview.ts`).
 */
export async function seedStarterVibes(db: Db): Promise<boolean> {
  // A millisecond apart, so listing by creation keeps the starter order.
  const base = Date.now();
  return applyVibeSeed(
    db,
    SEED_NAME,
    STARTER_VIBES.map((vibe, index) => ({ ...vibe, userId: null, origin: "starter", published: true, createdAt: new Date(base + index) })),
  );
}
