import type { Content } from "@framewise/scene";

const ASSET = "asset:";

/**
 * The library assets whose lengths the video's smart timing follows: the recording of each scene
 * that follows its voice, and the video's clips when a scene follows its clip. Addresses are left
 * out: the editor's page may not load media from other sites, so such a scene keeps its minimum.
 */
export function followedAssets(content: Content, videos: readonly string[]): string[] {
  const following = (medium: "voiceover" | "clip") =>
    content.scenes.filter((scene) => typeof scene.duration !== "number" && scene.duration.follow === medium);
  const sources = [...following("voiceover").map((scene) => scene.voiceover?.src), ...(following("clip").length ? videos : [])];
  return [...new Set(sources.filter((src) => src?.startsWith(ASSET)).map((src) => src!.slice(ASSET.length)))];
}
