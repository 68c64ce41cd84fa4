/** Half a second of drawing before a speed is said: the first frames' rate swings too far to promise a time. */
const SETTLE_MS = 500;

/**
 * A render's speed and time left, measured from its first drawn frame: the start-up before it
 * (media fetched, fonts, the encoder started, 2–3 s) is not drawing speed, and counting it made a
 * 1:40 render's first estimate "21:15 left". Null until half a second of drawing has passed.
 */
export function drawingRate() {
  let first: { frame: number; at: number } | undefined;
  return (frame: number, frames: number, now: number): { framesPerSecond: number | null; secondsLeft: number | null } => {
    first ??= { frame, at: now };
    const elapsed = now - first.at;
    if (elapsed < SETTLE_MS || frame <= first.frame) return { framesPerSecond: null, secondsLeft: null };
    const framesPerSecond = (frame - first.frame) / (elapsed / 1000);
    return { framesPerSecond, secondsLeft: (frames - frame) / framesPerSecond };
  };
}
