import type { PublicLandingPage } from "@framewise/contracts";
import { findPublicVideo, publicVideoView } from "../content/public-video.ts";
import type { Db } from "../../platform/db/database.ts";
import { findPublishedLandingPage } from "./landing-page-queries.ts";

/**
 * A published landing page with the videos on it that anyone may watch (shared and rendered),
 * in the owner's order. Undefined for an unpublished, unknown or malformed id alike.
 */
export async function findPublicLandingPage(db: Db, id: string): Promise<PublicLandingPage | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await findPublishedLandingPage(db, id);
  if (!row) return undefined;
  const videos = await Promise.all(row.contentIds.map((contentId) => findPublicVideo(db, contentId)));
  return { id: row.id, title: row.title, text: row.text, videos: videos.filter((video) => video !== undefined).map(publicVideoView) };
}
