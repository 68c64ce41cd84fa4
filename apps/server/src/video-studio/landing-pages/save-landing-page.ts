import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { ownedContentIds } from "../../platform/access/access.ts";
import { DomainError } from "../../kernel/errors.ts";
import { insertLandingPage, updateLandingPageById } from "./landing-page-queries.ts";
import type { LandingPageRow } from "./landing-page-view.ts";

/** A page presents at most this many videos. */
export const PAGE_VIDEOS = 12;

export const landingPageBody = z.strictObject({
  title: z.string().trim().min(1, "Give the page a title.").max(120),
  text: z.string().max(2000).default(""),
  contentIds: z
    .array(z.string().uuid())
    .max(PAGE_VIDEOS)
    .refine((ids) => new Set(ids).size === ids.length, "A video can be on the page once.")
    .default([]),
  published: z.boolean().default(false),
});
export type LandingPageBody = z.infer<typeof landingPageBody>;

/** Only the owner's own videos may be presented: another user's id is refused like a missing one. */
async function requireOwnVideos(db: Db, userId: string, ids: string[]) {
  if (!ids.length) return;
  const owned = await ownedContentIds(db, userId, ids);
  const index = ids.findIndex((id) => !owned.has(id));
  if (index >= 0)
    throw new DomainError("invalid", "invalid_request", "A video is not one of yours.", {
      [`contentIds.${index}`]: "This video was not found among yours.",
    });
}

export async function createLandingPage(db: Db, userId: string, body: LandingPageBody): Promise<LandingPageRow> {
  await requireOwnVideos(db, userId, body.contentIds);
  return insertLandingPage(db, userId, body);
}

export async function updateLandingPage(db: Db, row: LandingPageRow, body: LandingPageBody): Promise<LandingPageRow> {
  await requireOwnVideos(db, row.userId, body.contentIds);
  return updateLandingPageById(db, row.id, body);
}
