import { mediaLengths, type Content, type Layout, type MediaLengths, type MediaSources } from "@framewise/scene";
import { useMemo } from "react";
import { useAssets } from "../../../workspace/assets/asset-api";
import { followedAssets } from "./followed-media";

/**
 * The voiceover and clip lengths the editor times scenes with: the one source every timeline in
 * the editor (preview, sound, scene strip, cards, thumbnails) takes, so they agree with the MP4.
 * Each comes from its asset's record, which holds the duration the render reads from the same
 * file; until a record arrives (or while the asset still processes) the scene keeps its minimum,
 * and the timeline updates when it does.
 */
export function useMediaLengths(content: Content, layouts: Record<string, Layout>, sources: MediaSources): MediaLengths {
  const ids = useMemo(() => followedAssets(content, sources.videos), [content, sources.videos]);
  const records = useAssets(ids);
  return useMemo(() => {
    const durations: Record<string, number> = {};
    for (const asset of records) if (asset?.duration_seconds) durations[`asset:${asset.id}`] = asset.duration_seconds;
    return mediaLengths(content, layouts, durations);
  }, [content, layouts, records]);
}
