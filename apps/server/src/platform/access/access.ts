import type { Db } from "../db/database.ts";
import { findOwnableRow, findOwnedIds, findVibeRow, type OwnedKind, type OwnedRow, type VibeRow } from "../db/owned-rows.ts";
import { notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../auth/viewer.ts";

/**
 * The one access check for every id a request names. A missing row and another user's row
 * answer the same 404, so ids cannot be probed.
 */
export function requireOwned<Row extends { userId: string }>(row: Row | undefined, viewer: Viewer, what: string): Row {
  if (!row || row.userId !== viewer.id) throw notFound(what);
  return row;
}

async function loadOwned<Kind extends OwnedKind>(db: Db, kind: Kind, viewer: Viewer, id: string, what: string): Promise<OwnedRow<Kind>> {
  return requireOwned(await findOwnableRow(db, kind, id), viewer, what);
}

/** The viewer's video project `id`, or 404. */
export const ownedContent = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "content", viewer, id, "That video");
/** The viewer's asset `id`, or 404. */
export const ownedAsset = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "asset", viewer, id, "That asset");
/** The viewer's render `id`, or 404. */
export const ownedRender = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "render", viewer, id, "That render");
/** Render `id` of the account `ownerId` (a production client's, which staff read), or 404. */
export async function accountRender(db: Db, ownerId: string, id: string): Promise<OwnedRow<"render">> {
  const row = await findOwnableRow(db, "render", id);
  if (!row || row.userId !== ownerId) throw notFound("That render");
  return row;
}
/** The viewer's landing page `id`, or 404. */
export const ownedLandingPage = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "landingPage", viewer, id, "That page");

/** The viewer's image generation `id`, or 404. */
export const ownedImageGeneration = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "imageGeneration", viewer, id, "That generation");
/** The viewer's generated image `id`, or 404 (changing or deleting it: public or not, only its maker may). */
export const ownedImage = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "generatedImage", viewer, id, "That image");
/** The viewer's image board `id`, or 404. */
export const ownedImageBoard = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "imageBoard", viewer, id, "That board");

/** A generated image the viewer may see: their own, or a public one (anyone signed in sees those); otherwise 404. */
export async function readableImage(db: Db, viewer: Viewer, id: string): Promise<OwnedRow<"generatedImage">> {
  const row = await findOwnableRow(db, "generatedImage", id);
  if (!row || (row.userId !== viewer.id && !row.public)) throw notFound("That image");
  return row;
}

/** The viewer's own vibe `id`, or 404 (starter and published vibes are nobody's to change). */
export async function ownedImageVibe(db: Db, viewer: Viewer, id: string): Promise<VibeRow> {
  const row = await findVibeRow(db, id);
  if (!row || row.userId !== viewer.id) throw notFound("That vibe");
  return row;
}

/** A vibe the viewer may see and use: a starter one, a published one, or their own; otherwise 404. */
export async function usableImageVibe(db: Db, viewer: Viewer, id: string): Promise<VibeRow> {
  const row = await findVibeRow(db, id);
  if (!row || (row.userId !== viewer.id && row.origin !== "starter" && !row.published)) throw notFound("That vibe");
  return row;
}

/** Which of `ids` name video projects `ownerId` owns, in one query (set-based, for lists of ids). */
export const ownedContentIds = (db: Db, ownerId: string, ids: string[]) => findOwnedIds(db, "content", ownerId, ids);
/** Which of `ids` name assets `ownerId` owns, in one query. */
export const ownedAssetIds = (db: Db, ownerId: string, ids: string[]) => findOwnedIds(db, "asset", ownerId, ids);
/** Which of `ids` name generated images `ownerId` made, in one query. */
export const ownedImageIds = (db: Db, ownerId: string, ids: string[]) => findOwnedIds(db, "generatedImage", ownerId, ids);
