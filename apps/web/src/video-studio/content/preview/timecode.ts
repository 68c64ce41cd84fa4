/**
 * `m:ss.cc`: minutes, seconds and hundredths of a second, so "0:17.67" reads as 17.67 s (a frame
 * count after the dot read as a decimal: "0:17.20" was frame 20, 17.67 s). Hundredths are rounded
 * down, so up to 100 fps every frame still has its own time.
 */
export function timecode(frame: number, fps: number): string {
  const whole = Math.max(0, Math.floor(frame));
  const seconds = Math.floor(whole / fps);
  const hundredths = Math.floor(((whole % fps) * 100) / fps);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}.${String(hundredths).padStart(2, "0")}`;
}
