/**
 * One thread of bench/render.ts's draw-only run: paints frames [start, end) with the render's
 * own FramePainter (drawing, unchanged-frame reuse, clip decoding, read-back), with no encoder.
 * It opens its media, says "ready", paints on "go", and says "done".
 */
import { once } from "node:events";
import { parentPort, workerData } from "node:worker_threads";
import { FramePainter, type PaintJob } from "../apps/server/src/platform/render-engine/frame-painter.ts";

const job = workerData as PaintJob;
const painter = await FramePainter.open(job);
parentPort!.postMessage("ready");
await once(parentPort!, "message");
for (let frame = job.start; frame < job.end; frame++) await painter.paint(frame);
painter.close();
parentPort!.postMessage("done");
parentPort!.close();
