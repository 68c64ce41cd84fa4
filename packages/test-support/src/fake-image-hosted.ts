import { createServer, type IncomingMessage } from "node:http";
import { listen, readJson, sendBytes, sendJson, TroubleQueue, type PictureMaker, type Trouble } from "./fake-image-http.ts";

/** A request one of the hosted services received. */
export interface HostedImageRequest {
  service: "fal" | "replicate" | "google";
  /** The model as the URL names it. */
  model: string;
  /** The API key from the header the service reads it from. */
  key: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeHostedImages {
  /** fal's base URL (`https://fal.run` in production). */
  falUrl: string;
  /** Replicate's (`https://api.replicate.com/v1`). */
  replicateUrl: string;
  /** Google's Generative Language API (`https://generativelanguage.googleapis.com/v1beta`). */
  googleUrl: string;
  requests: HostedImageRequest[];
  /** Pictures fetched from the file addresses answered. */
  downloads: string[];
  trouble(...troubles: Trouble[]): void;
  /** The next generation is refused by the service's own safety check, as that service says it. */
  refuseNext(): void;
  close(): Promise<void>;
}

const header = (request: IncomingMessage, name: string) => [request.headers[name]].flat()[0];

/**
 * Stand-ins on 127.0.0.1 for the hosted image services the AI SDK drives, each in its own
 * protocol: fal (`POST /<model>` with `Authorization: Key …`, answering `{ images: [{ url,
 * width, height }], seed, has_nsfw_concepts }` and then each file), Replicate (`POST
 * /v1/models/<owner>/<name>/predictions` with `Prefer: wait`, answering a finished prediction
 * whose `output` is file URLs) and Google Gemini (`POST /v1beta/models/<model>:generateContent`
 * with `x-goog-api-key`, answering inline image parts).
 */
export async function startFakeHostedImages(options: { picture: PictureMaker }): Promise<FakeHostedImages> {
  const troubles = new TroubleQueue();
  const files = new Map<string, Uint8Array>();
  let refuse = false;
  let origin = "";
  const fake: FakeHostedImages = {
    falUrl: "",
    replicateUrl: "",
    googleUrl: "",
    requests: [],
    downloads: [],
    trouble: (...list) => troubles.add(...list),
    refuseNext: () => void (refuse = true),
    close: async () => undefined,
  };
  /** Stores a picture at an address of ours, as the services' file CDNs do. */
  const stored = async (service: string, width: number, height: number) => {
    const path = `/files/${service}/${files.size + 1}.png`;
    files.set(path, await options.picture(width, height));
    return `${origin}${path}`;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      if (request.method === "GET" && files.has(url.pathname)) {
        fake.downloads.push(url.pathname);
        return sendBytes(response, files.get(url.pathname)!);
      }
      if (request.method !== "POST") return sendJson(response, 404, { detail: "Not found" });
      const body = await readJson(request);
      const replicate = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(url.pathname);
      const google = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(url.pathname);
      const service = replicate ? "replicate" : google ? "google" : "fal";
      const model = replicate?.[1] ?? google?.[1] ?? url.pathname.slice(1);
      const key = service === "google" ? header(request, "x-goog-api-key") : header(request, "authorization");
      fake.requests.push({ service, model, key, body });
      if (troubles.meet(response)) return;
      const refused = refuse;
      refuse = false;

      if (service === "fal") {
        const size = body.image_size as { width: number; height: number } | undefined;
        const count = Number(body.num_images ?? 1);
        const images = [];
        for (let index = 0; index < count; index++) {
          const [width, height] = [size?.width ?? 1024, size?.height ?? 768];
          // fal's safety checker answers a black picture and says so.
          images.push({ url: await stored("fal", width, height), width, height, content_type: "image/jpeg" });
        }
        return sendJson(response, 200, {
          images,
          timings: { inference: 1.2 },
          seed: body.seed ?? 42,
          has_nsfw_concepts: images.map(() => refused),
          prompt: body.prompt,
        });
      }
      if (service === "replicate") {
        const input = body.input as Record<string, unknown>;
        const id = `fake${fake.requests.length}`;
        const prediction = {
          id,
          model,
          version: "fake",
          input,
          logs: "",
          created_at: new Date().toISOString(),
          urls: { get: `${origin}/v1/predictions/${id}`, cancel: `${origin}/v1/predictions/${id}/cancel` },
        };
        if (refused)
          return sendJson(response, 201, {
            ...prediction,
            status: "failed",
            output: null,
            error: "NSFW content detected. Try running it again, or try a different prompt.",
          });
        const output = [];
        for (let index = 0; index < Number(input.num_outputs ?? 1); index++) output.push(await stored("replicate", 1024, 1024));
        return sendJson(response, 201, { ...prediction, status: "succeeded", output, error: null });
      }
      const picture = Buffer.from(await options.picture(1024, 1024)).toString("base64");
      sendJson(response, 200, {
        candidates: [
          { content: { role: "model", parts: [{ inlineData: { mimeType: "image/png", data: picture } }] }, finishReason: "STOP", index: 0 },
        ],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 1290, totalTokenCount: 1300 },
        modelVersion: model,
      });
    })().catch((error: unknown) => sendJson(response, 500, { detail: String(error) }));
  });
  const listening = await listen(server, troubles);
  origin = listening.url;
  Object.assign(fake, { falUrl: origin, replicateUrl: `${origin}/v1`, googleUrl: `${origin}/v1beta`, close: listening.close });
  return fake;
}
