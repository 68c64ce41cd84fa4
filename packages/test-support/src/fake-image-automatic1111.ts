import { createServer } from "node:http";
import { listen, readJson, sendJson, TroubleQueue, type PictureMaker, type Trouble } from "./fake-image-http.ts";

/** A WebUI request as the fake received it. */
export interface WebUiRequest {
  path: "/sdapi/v1/txt2img" | "/sdapi/v1/img2img" | "/sdapi/v1/extra-single-image";
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeAutomatic1111 {
  url: string;
  requests: WebUiRequest[];
  /** `/sdapi/v1/progress` readings and `/sdapi/v1/interrupt` calls received. */
  progressReads: number;
  interrupts: number;
  /** The next render requests meet these instead of an answer (a `hang` ends at an interrupt). */
  trouble(...troubles: Trouble[]): void;
  /** Holds the next render until this many progress readings were answered (so a test sees progress). */
  holdFor(readings: number): void;
  close(): Promise<void>;
}

/**
 * A stand-in for AUTOMATIC1111's WebUI (or Forge) started with `--api`, on 127.0.0.1:
 * `POST /sdapi/v1/txt2img` and `/sdapi/v1/img2img` answer `{ images: [base64…], parameters,
 * info }` (info a JSON string with `all_seeds`), `/sdapi/v1/extra-single-image` the picture
 * `upscaling_resize` times larger, `GET /sdapi/v1/progress` where the running render is, and
 * `POST /sdapi/v1/interrupt` ends it. Errors in the WebUI's shape, as scripted.
 */
export async function startFakeAutomatic1111(options: {
  picture: PictureMaker;
  sizeOf(bytes: Uint8Array): Promise<[number, number]>;
}): Promise<FakeAutomatic1111> {
  const troubles = new TroubleQueue();
  /** The render under way: its step, and what ends it early. */
  let running: { step: number; steps: number; interrupt(): void } | undefined;
  let hold = 0;
  const fake: FakeAutomatic1111 = {
    url: "",
    requests: [],
    progressReads: 0,
    interrupts: 0,
    trouble: (...list) => troubles.add(...list),
    holdFor: (readings) => void (hold = readings),
    close: async () => undefined,
  };
  let progressAnswered: () => void = () => undefined;

  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url?.split("?")[0];
      if (request.method === "GET" && path === "/sdapi/v1/progress") {
        fake.progressReads++;
        if (running) running.step = Math.min(running.steps, running.step + 1);
        sendJson(response, 200, {
          progress: running ? running.step / running.steps : 0,
          eta_relative: 1,
          state: {
            skipped: false,
            interrupted: false,
            job: "",
            job_count: running ? 1 : 0,
            sampling_step: running?.step ?? 0,
            sampling_steps: running?.steps ?? 0,
          },
          current_image: null,
          textinfo: null,
        });
        progressAnswered();
        return;
      }
      if (request.method === "POST" && path === "/sdapi/v1/interrupt") {
        fake.interrupts++;
        running?.interrupt();
        return sendJson(response, 200, {});
      }
      if (request.method !== "POST" || !["/sdapi/v1/txt2img", "/sdapi/v1/img2img", "/sdapi/v1/extra-single-image"].includes(path ?? ""))
        return sendJson(response, 404, { detail: "Not Found" });
      const body = await readJson(request);
      fake.requests.push({ path: path as WebUiRequest["path"], authorization: request.headers.authorization, body });
      if (path === "/sdapi/v1/extra-single-image") {
        const [width, height] = await options.sizeOf(Buffer.from(String(body.image), "base64"));
        const factor = Number(body.upscaling_resize);
        const image = await options.picture(width * factor, height * factor);
        return sendJson(response, 200, { html_info: "<p>R-ESRGAN 4x+</p>", image: Buffer.from(image).toString("base64") });
      }
      if (troubles.meet(response)) {
        // A held render shows in progress until an interrupt ends it.
        if (troubles.held.has(response))
          running = { step: 0, steps: Number(body.steps), interrupt: () => (response.destroy(), (running = undefined)) };
        return;
      }
      const steps = Number(body.steps);
      running = { step: 0, steps, interrupt: () => undefined };
      if (hold > 0) {
        const readings = fake.progressReads + hold;
        hold = 0;
        await new Promise<void>((resolve) => {
          progressAnswered = () => fake.progressReads >= readings && resolve();
        });
      }
      running = undefined;
      const count = Number(body.batch_size ?? 1);
      const seed = Number(body.seed);
      const images: string[] = [];
      for (let index = 0; index < count; index++)
        images.push(Buffer.from(await options.picture(Number(body.width), Number(body.height))).toString("base64"));
      const seeds = Array.from({ length: count }, (_, index) => seed + index);
      sendJson(response, 200, {
        images,
        parameters: body,
        info: JSON.stringify({ prompt: body.prompt, seed, all_seeds: seeds, width: body.width, height: body.height }),
      });
    })().catch((error: unknown) => sendJson(response, 500, { error: "Exception", detail: "", body: "", errors: String(error) }));
  });
  const listening = await listen(server, troubles);
  fake.url = listening.url;
  fake.close = listening.close;
  return fake;
}
