import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * A playhead in seconds over a sample of `duration` seconds: seek, and play that loops (the clock
 * is the wall clock, so frames are skipped rather than the animation slowed when drawing lags).
 */
export function useLoopingPlayhead(duration: number) {
  const [requested, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const time = Math.min(requested, duration);
  const current = useRef(time);
  useLayoutEffect(() => {
    current.current = time;
  });

  useEffect(() => {
    if (!playing) return;
    const from = current.current;
    const startedAt = performance.now();
    let handle = requestAnimationFrame(function tick(now) {
      setTime((from + (now - startedAt) / 1000) % duration);
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [playing, duration]);

  const seek = useCallback(
    (to: number) => {
      setPlaying(false);
      setTime(Math.max(0, Math.min(duration, to)));
    },
    [duration],
  );
  const toggle = useCallback(() => setPlaying((now) => !now), []);
  return { time, playing, seek, toggle };
}

export type LoopingPlayhead = ReturnType<typeof useLoopingPlayhead>;
