import type { LandingPageDetail, PublicLandingPage } from "@framewise/contracts";
import { z } from "zod";
import { publicVideoSchema } from "../content/public-video.ts";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { landingPage } from "../../platform/db/schema.ts";

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

export const landingPageSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    content_ids: z.array(z.string()).describe("The videos presented, in order (only shared, rendered ones show publicly)."),
    published: z.boolean(),
    public_path: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "LandingPage" }) satisfies z.ZodType<LandingPageDetail>;

/** A published page as anyone reads it (`findPublicLandingPage`). */
export const publicLandingPageSchema = z
  .strictObject({ id: z.string(), title: z.string(), text: z.string(), videos: z.array(publicVideoSchema) })
  .meta({ id: "PublicLandingPage" }) satisfies z.ZodType<PublicLandingPage>;
