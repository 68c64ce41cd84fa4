import type { PublicVideo as PublicVideoView } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import type { RenderRow } from "../renders/render-queries.ts";
import { findNewestDoneRender, findSharedContent } from "./content-queries.ts";

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
  const row = await findSharedContent(db, contentId);
  if (!row) return undefined;
  const latest = await findNewestDoneRender(db, row.id);
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
