import type { PublicVideo as PublicVideoView } from "@framewise/contracts";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { content, render } from "../db/schema.ts";
import type { RenderRow } from "../renders/queue-render.ts";

export interface PublicVideo {
  id: string;
  title: string;
  allowDownload: boolean;
  /** The newest finished render: what the public page plays. */
  render: RenderRow;
}

/**
 * A video anyone may watch: shared by its owner and rendered at least once. Undefined otherwise,
 * so a private or unknown id answers exactly like a missing one.
 */
export async function findPublicVideo(db: Db, contentId: string): Promise<PublicVideo | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(contentId)) return undefined;
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.id, contentId), eq(content.shared, true)));
  if (!row) return undefined;
  const [latest] = await db
    .select()
    .from(render)
    .where(and(eq(render.contentId, row.id), eq(render.status, "done")))
    .orderBy(desc(render.createdAt))
    .limit(1);
  return latest && { id: row.id, title: row.title, allowDownload: row.allowDownload, render: latest };
}

/** A shared video as the public API answers it: its title, size, and files under the public routes. */
export function publicVideoView({ id, title, allowDownload, render }: PublicVideo): PublicVideoView {
  const base = `/api/v1/public/videos/${id}`;
  return {
    id,
    title,
    duration_seconds: render.durationSeconds,
    width: render.width,
    height: render.height,
    video_url: `${base}/video`,
    poster_url: `${base}/poster`,
    download_url: allowDownload ? `${base}/video?download` : null,
  };
}

export const publicVideoSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    duration_seconds: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    video_url: z.string(),
    poster_url: z.string(),
    download_url: z.string().nullable().describe("Only when the owner allows downloads."),
  })
  .meta({ id: "PublicVideo" }) satisfies z.ZodType<PublicVideoView>;
