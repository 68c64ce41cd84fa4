import { createCanvas, ImageData } from "@napi-rs/canvas";
import { FramePainter, type PaintJob } from "../../platform/render-engine/frame-painter.ts";

/**
 * One frame of a document as a PNG, drawn by the MP4 render's own painter (display list
 * replayed onto Skia, clips decoded by ffmpeg), so the bench compares what a render shows.
 */
export async function drawFramePng(job: Omit<PaintJob, "start" | "end">, frame: number): Promise<Uint8Array> {
  const painter = await FramePainter.open({ ...job, start: frame, end: frame + 1 });
  try {
    const pixels = await painter.paint(frame);
    const canvas = createCanvas(job.width, job.height);
    canvas.getContext("2d").putImageData(new ImageData(pixels, job.width, job.height), 0, 0);
    return new Uint8Array(await canvas.encode("png"));
  } finally {
    painter.close();
  }
}
