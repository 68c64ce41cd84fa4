import type { Db } from "../../platform/db/database.ts";
import { ownedImageBoard } from "../../platform/access/access.ts";
import { notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { updateImage as saveImage, type ImageRow } from "./image-queries.ts";

export interface ImagePatch {
  favourite?: boolean | undefined;
  public?: boolean | undefined;
  board_id?: string | null | undefined;
}

/** Favourite, publish or unpublish, or move the viewer's own image to one of their boards (or none). */
export async function updateImage(db: Db, viewer: Viewer, image: ImageRow, patch: ImagePatch): Promise<ImageRow> {
  if (patch.board_id) await ownedImageBoard(db, viewer, patch.board_id);
  const saved = await saveImage(db, viewer.id, image.id, {
    ...(patch.favourite === undefined ? {} : { favourite: patch.favourite }),
    ...(patch.public === undefined ? {} : { public: patch.public }),
    ...(patch.board_id === undefined ? {} : { boardId: patch.board_id }),
  });
  // Deleted meanwhile.
  if (!saved) throw notFound("That image");
  return saved;
}
