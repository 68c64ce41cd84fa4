import { VideoElementFrameSource } from "@framewise/renderer/browser";
import { useEffect, useRef, useState } from "react";
import { mediaFileUrl } from "./media-sources";

/**
 * The document's video clips opened in <video> elements for the live preview, which seeks them
 * to the frame the server's render would show. A clip that cannot be opened (or is served
 * without byte ranges) keeps its poster frame in the preview; the MP4 still plays it.
 */
export function usePreviewClips(videos: string[], fps: number): { clips: Record<string, VideoElementFrameSource>; opening: boolean } {
  const wanted = videos.join("\n");
  const opened = useRef(new Map<string, Promise<VideoElementFrameSource | undefined>>());
  const [clips, setClips] = useState<Record<string, VideoElementFrameSource>>({});
  // Sources opened or given up on; until every wanted one is, the preview is still loading.
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    for (const src of wanted.split("\n")) {
      if (!src || opened.current.has(src)) continue;
      const opening = VideoElementFrameSource.open(mediaFileUrl(src), fps)
        .then(
          (clip) => {
            setClips((current) => ({ ...current, [src]: clip }));
            return clip;
          },
          () => undefined,
        )
        .finally(() => setSettled((current) => new Set([...current, src])));
      opened.current.set(src, opening);
    }
  }, [wanted, fps]);

  // Closing the editor lets go of every clip's decoder.
  useEffect(() => {
    const all = opened.current;
    return () => {
      for (const opening of all.values()) void opening.then((clip) => clip?.close());
      all.clear();
    };
  }, []);

  return { clips, opening: wanted.split("\n").some((src) => src && !settled.has(src)) };
}
