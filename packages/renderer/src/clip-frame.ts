/**
 * The frame of a clip, counted at the render's frame rate, that shows at `time` seconds into it.
 * Both hosts (ffmpeg on the server, <video> in the browser) show this frame, so they agree.
 */
export function clipFrameAt(time: number, duration: number, fps: number): number {
  const lastFrame = Math.max(0, Math.ceil(duration * fps) - 1);
  return Math.min(lastFrame, Math.max(0, Math.floor(time * fps + 1e-6)));
}
