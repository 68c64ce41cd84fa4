import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** Frame times kept for the figures (the last this many redraws). */
const KEPT = 200;

/**
 * `value` as the previews should draw it: at most once an animation frame, however many edits
 * arrive in between (a colour dragged fires an input event per pixel), the latest one winning.
 * Each redraw is rendered synchronously inside its frame, so `times` holds what it took from the
 * new value to every child drawn (React's render and the children's drawing effects).
 */
export function useFrameBatched<T>(value: T): { shown: T; times: readonly number[] } {
  const [shown, setShown] = useState(value);
  const [times, setTimes] = useState<readonly number[]>([]);

  useEffect(() => {
    if (value === shown) return;
    // A newer value cancels this frame's redraw and asks for its own: the latest one wins.
    const frame = requestAnimationFrame(() => {
      const started = performance.now();
      // Synchronous: the children's drawing effects run before flushSync returns.
      flushSync(() => setShown(value));
      const took = performance.now() - started;
      setTimes((kept) => [...kept.slice(1 - KEPT), took]);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, shown]);

  return { shown, times };
}

/** The median and 95th percentile of frame times, in milliseconds. */
export function frameFigures(times: readonly number[]): { p50: number; p95: number } | null {
  if (!times.length) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}
