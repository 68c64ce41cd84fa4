import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * A playhead over `frames` frames at `fps`: play, pause, seek and step. While playing, the frame
 * follows the wall clock (frames are skipped rather than the video slowed down when drawing
 * falls behind), and playback stops on the last frame. It starts on frame 0.
 */
export function usePlayback(frames: number, fps: number) {
  const last = Math.max(0, frames - 1);
  const [requested, setRequested] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Bumped by every seek, so a running clock restarts from the new place.
  const [seeks, setSeeks] = useState(0);
  const frame = Math.min(requested, last);
  // Where a (re)started clock begins: the frame on screen.
  const startFrame = useRef(frame);
  useLayoutEffect(() => {
    startFrame.current = frame;
  });

  useEffect(() => {
    if (!playing) return;
    const from = startFrame.current >= last ? 0 : startFrame.current;
    const startedAt = performance.now();
    let handle = requestAnimationFrame(function tick(now) {
      const next = from + Math.floor(((now - startedAt) / 1000) * fps);
      if (next >= last) {
        setRequested(last);
        setPlaying(false);
        return;
      }
      setRequested(next);
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [playing, fps, last, seeks]);

  const seek = useCallback(
    (to: number) => {
      setRequested(Math.max(0, Math.min(last, Math.round(to))));
      setSeeks((count) => count + 1);
    },
    [last],
  );
  const toggle = useCallback(() => setPlaying((now) => !now), []);
  const pause = useCallback(() => setPlaying(false), []);

  return { frame, frames, fps, playing, toggle, pause, seek };
}

export type Playback = ReturnType<typeof usePlayback>;
