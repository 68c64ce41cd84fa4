import type { Db } from "../db/database.ts";
import { findOwnableRow, findOwnedIds, type OwnedKind, type OwnedRow } from "../db/owned-rows.ts";
import { notFound } from "./errors.ts";
import type { Viewer } from "./viewer.ts";

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
/** The viewer's landing page `id`, or 404. */
export const ownedLandingPage = (db: Db, viewer: Viewer, id: string) => loadOwned(db, "landingPage", viewer, id, "That page");

/** Which of `ids` name video projects `ownerId` owns, in one query (set-based, for lists of ids). */
export const ownedContentIds = (db: Db, ownerId: string, ids: string[]) => findOwnedIds(db, "content", ownerId, ids);
/** Which of `ids` name assets `ownerId` owns, in one query. */
export const ownedAssetIds = (db: Db, ownerId: string, ids: string[]) => findOwnedIds(db, "asset", ownerId, ids);
