import type { Db } from "../../platform/db/database.ts";
import { ownedImageBoard } from "../../platform/access/access.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { moveImages as saveMoves } from "./image-queries.ts";

/** Moves the viewer's images among `ids` to one of their boards, or out of any (null); answers how many moved. */
export async function moveImages(db: Db, viewer: Viewer, ids: string[], boardId: string | null): Promise<number> {
  if (boardId) await ownedImageBoard(db, viewer, boardId);
  return saveMoves(db, viewer.id, ids, boardId);
}
