import type { GeneratedImageDetail } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { imageDetailView } from "./image-gen-view.ts";
import { findChildren, findImageWithRecipe, findLineageRow, type LineageRow } from "./image-queries.ts";

/** Lineage chains are short; this bounds a walk up one whatever happens. */
const MAX_ANCESTORS = 100;

/**
 * An image with its lineage both ways: the chain it was made from (variations, upscales, edits,
 * remixes), oldest first, and what was made from it. Only images the viewer may see are linked.
 */
export async function findImageDetail(db: Db, viewerId: string, id: string): Promise<GeneratedImageDetail> {
  const row = await findImageWithRecipe(db, viewerId, id);
  if (!row) throw notFound("That image");
  const ancestors: LineageRow[] = [];
  const seen = new Set([id]);
  let parentId = row.generation.parentImageId;
  while (parentId && !seen.has(parentId) && ancestors.length < MAX_ANCESTORS) {
    seen.add(parentId);
    const parent = await findLineageRow(db, parentId);
    if (!parent) break;
    ancestors.unshift(parent);
    parentId = parent.parentImageId;
  }
  const visible = ancestors.filter((link) => link.userId === viewerId || link.public);
  return imageDetailView(row, viewerId, { ancestors: visible, children: await findChildren(db, viewerId, id) });
}
