import type { LandingPageDetail } from "@framewise/contracts";
import type { landingPage } from "../db/schema.ts";

export type LandingPageRow = typeof landingPage.$inferSelect;

export const landingPagePath = (id: string) => `/pages/${id}`;

/** A landing page as its owner's API answers it. */
export function landingPageView(row: LandingPageRow): LandingPageDetail {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    content_ids: row.contentIds,
    published: row.published,
    public_path: landingPagePath(row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
