import type { Db } from "../../../platform/db/database.ts";
import { sampleKey } from "../vibes/sample-pictures.ts";
import { applyInspirationSeed } from "./inspiration-queries.ts";
import { STARTER_INSPIRATIONS } from "./starter-inspirations.ts";

const SEED_NAME = "image-inspirations-v1";

/** Puts the example wall in on the first start only; each picture is painted by the offline generator when first asked for. */
export async function seedInspirations(db: Db): Promise<boolean> {
  return applyInspirationSeed(
    db,
    SEED_NAME,
    STARTER_INSPIRATIONS.map((example, position) => ({ ...example, imageKey: sampleKey(example), offlinePreview: true, position })),
  );
}
