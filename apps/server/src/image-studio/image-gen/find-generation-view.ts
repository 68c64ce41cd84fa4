import type { ImageGeneration } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { findVibeName, type GenerationRow } from "./generation-queries.ts";
import { generationView } from "./image-gen-view.ts";
import { findGenerationImages } from "./image-queries.ts";

/** Generations as answers show them, with their images so far. */
export async function generationViews(db: Db, viewerId: string, rows: GenerationRow[]): Promise<ImageGeneration[]> {
  const images = await findGenerationImages(
    db,
    viewerId,
    rows.map((row) => row.id),
  );
  const vibeNames = new Map<string, string | null>();
  for (const row of rows) if (row.vibeId && !vibeNames.has(row.vibeId)) vibeNames.set(row.vibeId, await findVibeName(db, row.vibeId));
  return rows.map((row) =>
    generationView(
      row,
      row.vibeId ? (vibeNames.get(row.vibeId) ?? null) : null,
      images.filter((image) => image.image.generationId === row.id),
      viewerId,
    ),
  );
}
