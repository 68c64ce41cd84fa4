import type { Db } from "../../../platform/db/database.ts";
import { readableImage } from "../../../platform/access/access.ts";
import { DomainError } from "../../../kernel/errors.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";

/** An image the viewer may like or report: a public one (another person's private image is a 404, the viewer's own a 409). */
export async function publicImage(db: Db, viewer: Viewer, id: string) {
  const image = await readableImage(db, viewer, id);
  if (!image.public) throw new DomainError("conflict", "not_public", "Only public images can be liked or reported. Make it public first.");
  return image;
}
