import type { PublicVideo } from "@framewise/contracts";

/** An HTML snippet that plays the shared MP4 on any site, at the video's own proportions. */
export function embedCode(origin: string, video: Pick<PublicVideo, "video_url" | "poster_url" | "title" | "width" | "height">): string {
  const ratio = video.width && video.height ? `${video.width} / ${video.height}` : "16 / 9";
  const title = video.title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<video src="${origin}${video.video_url}" poster="${origin}${video.poster_url}" title="${title}" controls playsinline preload="metadata" style="width:100%;aspect-ratio:${ratio}"></video>`;
}
