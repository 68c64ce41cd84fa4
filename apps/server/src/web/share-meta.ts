import type { FastifyRequest } from "fastify";
import { findPublicVideo } from "../content/public-video.ts";
import type { Db } from "../db/database.ts";

/** The public watch pages (spec routes), not the editor or share settings under /content/{id}/. */
const WATCH_PAGE = /^\/(?:content|v0\/videos|v1\/videos)\/([0-9a-f-]{36})\/?$/i;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Open Graph and Twitter card tags for a shared video's watch page, so a pasted link unfurls
 * with its poster and title (link previews do not run the app's JavaScript). Nothing for any
 * other path, or for a video that is not shared.
 */
export function shareMetaTags(db: Db, publicUrl: string | undefined) {
  return async (pathname: string, request: FastifyRequest): Promise<string | undefined> => {
    const id = WATCH_PAGE.exec(pathname)?.[1];
    const video = id && (await findPublicVideo(db, id));
    if (!video) return undefined;
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const api = `${origin}/api/v1/public/videos/${video.id}`;
    const tags: [string, string][] = [
      ["og:type", "video.other"],
      ["og:title", video.title],
      ["og:url", `${origin}${pathname}`],
      ["og:image", `${api}/poster`],
      ["og:video", `${api}/video`],
      ["og:video:type", "video/mp4"],
      ["og:video:width", String(video.render.width ?? "")],
      ["og:video:height", String(video.render.height ?? "")],
      ["twitter:card", "summary_large_image"],
      ["twitter:title", video.title],
      ["twitter:image", `${api}/poster`],
    ];
    return tags.map(([name, value]) => `<meta ${name.startsWith("og:") ? "property" : "name"}="${name}" content="${escape(value)}">`).join("\n    ");
  };
}
