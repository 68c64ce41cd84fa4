import { randomUUID } from "node:crypto";
import type { Db } from "../../../platform/db/database.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { publicImage } from "./public-image.ts";
import { addReport } from "./trending-queries.ts";

/** Reports a public image for staff to review; it leaves trending at once. One report per person and image. */
export async function reportImage(db: Db, viewer: Viewer, id: string, reason: string) {
  const image = await publicImage(db, viewer, id);
  return addReport(db, { id: randomUUID(), imageId: image.id, userId: viewer.id, reason });
}
