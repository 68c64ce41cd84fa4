import type { Db } from "../../db/database.ts";
import { readableImage } from "../../http/access.ts";
import { HttpError } from "../../http/errors.ts";
import type { Viewer } from "../../http/viewer.ts";

/** An image the viewer may like or report: a public one (another person's private image is a 404, the viewer's own a 409). */
export async function publicImage(db: Db, viewer: Viewer, id: string) {
  const image = await readableImage(db, viewer, id);
  if (!image.public) throw new HttpError(409, "not_public", "Only public images can be liked or reported. Make it public first.");
  return image;
}
