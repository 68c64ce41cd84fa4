import { sceneAt, type Timeline } from "@framewise/scene";
import { useCallback, useLayoutEffect, useRef } from "react";

export type PlayheadReader = () => { index: number; localTime: number };

/**
 * Reads where the preview's playhead is (its scene, and the seconds into it) when asked. A
 * stable function rather than a value: the storyboard's cards then re-render on edits, not on
 * every frame the preview plays.
 */
export function usePlayheadReader(line: Timeline, frame: number): PlayheadReader {
  const latest = useRef({ line, frame });
  useLayoutEffect(() => {
    latest.current = { line, frame };
  });
  return useCallback(() => sceneAt(latest.current.line, latest.current.frame / latest.current.line.fps), []);
}
