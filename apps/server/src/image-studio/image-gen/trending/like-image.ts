import type { Db } from "../../../platform/db/database.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { publicImage } from "./public-image.ts";
import { addLike, removeLike } from "./trending-queries.ts";

/** Likes a public image (once: liking again changes nothing); answers the like and the count. */
export async function likeImage(db: Db, viewer: Viewer, id: string) {
  const image = await publicImage(db, viewer, id);
  return { liked: true, likes: await addLike(db, image.id, viewer.id) };
}

/** Takes the viewer's like back (nothing to take back is fine). */
export async function unlikeImage(db: Db, viewer: Viewer, id: string) {
  const image = await publicImage(db, viewer, id);
  return { liked: false, likes: await removeLike(db, image.id, viewer.id) };
}
