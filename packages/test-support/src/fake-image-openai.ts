import { createServer } from "node:http";
import { listen, parseSize, readForm, readJson, sendJson, TroubleQueue, type PictureMaker, type Trouble } from "./fake-image-http.ts";

/** An Images API request as the server received it. */
export interface ImagesApiRequest {
  endpoint: "generations" | "edits";
  authorization: string | undefined;
  model: string;
  prompt: string;
  n: number;
  size: string | undefined;
  responseFormat: string | undefined;
  /** The input images of an edit (`image` / `image[]` parts), as uploaded. */
  images: Uint8Array[];
  mask: Uint8Array | undefined;
  /** When it arrived and when its answer was sent (`performance.timeOrigin + performance.now()`, ms). */
  receivedAt: number;
  answeredAt: number | undefined;
}

export interface FakeImagesApi {
  /** The base URL to configure (`IMAGE_BASE_URL`), ending in `/v1`. */
  url: string;
  requests: ImagesApiRequest[];
  /** The next requests meet these instead of an answer. */
  trouble(...troubles: Trouble[]): void;
  close(): Promise<void>;
}

/**
 * A stand-in for OpenAI's Images API on 127.0.0.1 (what LocalAI and other compatible servers
 * speak): `POST /v1/images/generations` (JSON) and `POST /v1/images/edits` (multipart with
 * `image` parts and an optional `mask`), answering `{ created, data: [{ b64_json }] }` with
 * pictures of the requested size (1024×1024 without one). Errors in OpenAI's shape, as scripted.
 */
export async function startFakeImagesApi(options: { picture: PictureMaker }): Promise<FakeImagesApi> {
  const requests: ImagesApiRequest[] = [];
  const troubles = new TroubleQueue();
  const server = createServer((request, response) => {
    void (async () => {
      const receivedAt = performance.timeOrigin + performance.now();
      const endpoint = request.url === "/v1/images/generations" ? "generations" : request.url === "/v1/images/edits" ? "edits" : undefined;
      if (request.method !== "POST" || !endpoint)
        return sendJson(response, 404, { error: { message: "Not found", type: "invalid_request_error" } });
      const received =
        endpoint === "generations" ? await generationRequest(await readJson(request)) : await editRequest(await readForm(request));
      const entry: ImagesApiRequest = {
        ...received,
        endpoint,
        authorization: request.headers.authorization,
        receivedAt,
        answeredAt: undefined,
      };
      requests.push(entry);
      response.on("finish", () => (entry.answeredAt = performance.timeOrigin + performance.now()));
      if (troubles.meet(response)) return;
      const [width, height] = parseSize(received.size, [1024, 1024]);
      const data = [];
      for (let index = 0; index < received.n; index++)
        data.push({ b64_json: Buffer.from(await options.picture(width, height)).toString("base64"), revised_prompt: received.prompt });
      sendJson(response, 200, { created: Math.floor(Date.now() / 1000), data });
    })().catch((error: unknown) => sendJson(response, 500, { error: { message: String(error), type: "server_error" } }));
  });
  const listening = await listen(server, troubles);
  return { url: `${listening.url}/v1`, requests, trouble: (...list) => troubles.add(...list), close: listening.close };
}

type Received = Omit<ImagesApiRequest, "endpoint" | "authorization" | "receivedAt" | "answeredAt">;

async function generationRequest(body: Record<string, unknown>): Promise<Received> {
  return {
    model: String(body.model),
    prompt: String(body.prompt),
    n: Number(body.n ?? 1),
    size: body.size as string | undefined,
    responseFormat: body.response_format as string | undefined,
    images: [],
    mask: undefined,
  };
}

async function editRequest(form: FormData): Promise<Received> {
  const bytes = async (part: File | string) => new Uint8Array(await (part as Blob).arrayBuffer());
  const mask = form.get("mask");
  return {
    model: form.get("model") as string,
    prompt: form.get("prompt") as string,
    n: Number(form.get("n") ?? 1),
    size: (form.get("size") as string | null) ?? undefined,
    responseFormat: (form.get("response_format") as string | null) ?? undefined,
    images: await Promise.all([...form.getAll("image"), ...form.getAll("image[]")].map(bytes)),
    mask: mask ? await bytes(mask) : undefined,
  };
}
