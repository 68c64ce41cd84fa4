import { useEffect, useRef } from "react";

interface OutputKeys {
  /** F: favourite (absent when the image is not the caller's). */
  onFavourite?: () => void;
  /** ← and →: the previous or next image of the same generation. */
  onStep: (by: -1 | 1) => void;
}

/** Typing in a field, or a modified key, is never a shortcut. */
function isShortcut(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest("input, textarea, select, [contenteditable=true], [role=dialog], [role=menu]");
}

/** The output page's keys: F favourites, the arrows walk the generation's images. */
export function useOutputKeys(keys: OutputKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      if ((event.key === "f" || event.key === "F") && latest.current.onFavourite) {
        event.preventDefault();
        latest.current.onFavourite();
      } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        latest.current.onStep(event.key === "ArrowLeft" ? -1 : 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
