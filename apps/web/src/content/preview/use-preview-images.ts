import type { Content } from "@framewise/scene";
import { useEffect, useRef, useState } from "react";
import { mediaSources, previewUrl } from "./media-sources";

/**
 * The document's pictures (and clips' poster frames) decoded for the canvas, filling in as they
 * arrive; until then, and for any that fails, the renderer draws its placeholder. Each source
 * is requested once per editor.
 */
export function usePreviewImages(content: Content): Record<string, HTMLImageElement> {
  const wanted = mediaSources(content).join("\n");
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

  return loaded;
}
