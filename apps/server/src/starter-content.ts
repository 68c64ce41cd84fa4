import type { Db } from "./platform/db/database.ts";
import { seedInspirations } from "./image-studio/image-gen/inspirations/seed-inspirations.ts";
import { seedStarterVibes } from "./image-studio/image-gen/vibes/seed-starter-vibes.ts";
import { seedStarterLibrary } from "./workspace/library/starter-seed.ts";

/** What a new installation starts with: each seed is written once, so a restart finds nothing to do. */
export async function seedStarterContent(db: Db): Promise<void> {
  await seedStarterLibrary(db);
  // Vibes first: the wall's examples name starter vibes.
  await seedStarterVibes(db);
  await seedInspirations(db);
}
