import type { FastifyRequest } from "fastify";
import { findPublicVideo } from "../../video-studio/content/public-video.ts";
import type { Db } from "../../platform/db/database.ts";
import { findPublicLandingPage } from "../../video-studio/landing-pages/public-landing-page.ts";

/** The public watch pages (spec routes), not the editor or share settings under /content/{id}/. */
const WATCH_PAGE = /^\/(?:content|v0\/videos|v1\/videos)\/([0-9a-f-]{36})\/?$/i;
const LANDING_PAGE = /^\/pages\/([0-9a-f-]{36})\/?$/i;

type Tags = [name: string, value: string][];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function watchPageTags(db: Db, id: string, url: string, origin: string): Promise<Tags | undefined> {
  const video = await findPublicVideo(db, id);
  if (!video) return undefined;
  const api = `${origin}/api/v1/public/videos/${video.id}`;
  return [
    ["og:type", "video.other"],
    ["og:title", video.title],
    ["og:url", url],
    ["og:image", `${api}/poster`],
    ["og:video", `${api}/video`],
    ["og:video:type", "video/mp4"],
    ["og:video:width", String(video.render.width ?? "")],
    ["og:video:height", String(video.render.height ?? "")],
    ["twitter:card", "summary_large_image"],
    ["twitter:title", video.title],
    ["twitter:image", `${api}/poster`],
  ];
}

async function landingPageTags(db: Db, id: string, url: string, origin: string): Promise<Tags | undefined> {
  const page = await findPublicLandingPage(db, id);
  if (!page) return undefined;
  const poster = page.videos[0] && `${origin}${page.videos[0].poster_url}`;
  const description = page.text.trim().slice(0, 200);
  return [
    ["og:type", "website"],
    ["og:title", page.title],
    ["og:url", url],
    ...(description ? ([["og:description", description]] as Tags) : []),
    ...(poster ? ([["og:image", poster]] as Tags) : []),
    ["twitter:card", poster ? "summary_large_image" : "summary"],
    ["twitter:title", page.title],
    ...(poster ? ([["twitter:image", poster]] as Tags) : []),
  ];
}

/**
 * Open Graph and Twitter card tags for a shared video's watch page and a published landing
 * page, so a pasted link unfurls with its poster and title (link previews do not run the app's
 * JavaScript). Nothing for any other path, or for what is not public.
 */
export function shareMetaTags(db: Db, publicUrl: string | undefined) {
  return async (pathname: string, request: FastifyRequest): Promise<string | undefined> => {
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const url = `${origin}${pathname}`;
    const videoId = WATCH_PAGE.exec(pathname)?.[1];
    const pageId = LANDING_PAGE.exec(pathname)?.[1];
    const tags = videoId
      ? await watchPageTags(db, videoId, url, origin)
      : pageId
        ? await landingPageTags(db, pageId, url, origin)
        : undefined;
    return tags
      ?.map(([name, value]) => `<meta ${name.startsWith("og:") ? "property" : "name"}="${name}" content="${escape(value)}">`)
      .join("\n    ");
  };
}
