import type { FrameSource } from "@framewise/renderer";
import type { MediaSources } from "@framewise/scene";
import { useEffect, useMemo, useRef, useState } from "react";
import { previewUrl } from "./media-sources";

/** A clip's poster frame standing in for the clip: what thumbnails show, and the preview until the clip can play. */
const POSTER_SECONDS = 3600;
const posterSource = (poster: HTMLImageElement): FrameSource => ({ duration: POSTER_SECONDS, frameAt: () => poster });

/**
 * The document's pictures, and its clips' poster frames, decoded for the canvas and filling in
 * as they arrive; until then, and for any that fails, the renderer draws its placeholder. Each
 * source is requested once per editor.
 */
export function usePreviewImages({ images, videos }: MediaSources): {
  images: Record<string, HTMLImageElement>;
  posters: Record<string, FrameSource>;
} {
  const wanted = [...images, ...videos].join("\n");
  const requested = useRef(new Set<string>());
  const [loaded, setLoaded] = useState<Record<string, HTMLImageElement>>({});

  useEffect(() => {
    for (const src of wanted.split("\n")) {
      if (!src || requested.current.has(src)) continue;
      requested.current.add(src);
      const image = new Image();
      image.onload = () => setLoaded((current) => ({ ...current, [src]: image }));
      image.src = previewUrl(src);
    }
  }, [wanted]);

  const videoList = videos.join("\n");
  const posters = useMemo(() => {
    const clips = new Set(videoList.split("\n"));
    return Object.fromEntries(
      Object.entries(loaded)
        .filter(([src]) => clips.has(src))
        .map(([src, image]) => [src, posterSource(image)]),
    );
  }, [loaded, videoList]);
  return { images: loaded, posters };
}
