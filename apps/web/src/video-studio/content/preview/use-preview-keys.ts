import { useEffect, useLayoutEffect, useRef } from "react";
import { keyBelongsToFocus, previewKeyAction } from "./preview-keys";
import type { Playback } from "./use-playback";

/**
 * The preview's keys on the whole page (see `previewKeyAction`), not only on a focused player:
 * a key that a field, a control or an open picker handles stays theirs.
 */
export function usePreviewKeys(playback: Playback) {
  // Read when a key is pressed: the listener is added once, not again on every frame played.
  const latest = useRef(playback);
  useLayoutEffect(() => {
    latest.current = playback;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || keyBelongsToFocus(event.target, event.key)) return;
      const action = previewKeyAction(event, latest.current, latest.current);
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
