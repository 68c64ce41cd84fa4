/** `m:ss.ff`: minutes, seconds and the frame within the second, so every frame has its own time. */
export function timecode(frame: number, fps: number): string {
  const whole = Math.max(0, Math.floor(frame));
  const seconds = Math.floor(whole / fps);
  const frames = whole % fps;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}.${String(frames).padStart(2, "0")}`;
}
