import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A speech request as a service received it. */
export interface ServiceSpeechRequest {
  service: "lmnt" | "hume" | "deepgram" | "fal" | "azure";
  /** The voice as the service was asked for it (Deepgram's is the model name, which carries the voice). */
  voice: string;
  text: string;
  model: string;
  /** The API key, from the header the service reads it from. */
  key: string | undefined;
}

export interface FakeSpeechServices {
  /** Every service's base URL (`SPEECH_BASE_URL`); for Azure, `azureUrl`. */
  url: string;
  /** Azure OpenAI's, as a resource's `/openai/v1`. */
  azureUrl: string;
  /** Every speech request received, in order (voice lists are not counted). */
  requests: ServiceSpeechRequest[];
  /** Voice lists asked for, by service. */
  voiceLists: string[];
  close(): Promise<void>;
}

export interface FakeSpeechServicesOptions {
  /** The audio every speech request answers (MP3). */
  audio: Uint8Array;
}

type Handler = (request: IncomingMessage, url: URL, body: Record<string, unknown>) => unknown;

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>;
}

const header = (request: IncomingMessage, name: string) => [request.headers[name]].flat()[0];

/** A few voices of each service, in its own format. */
const LMNT_VOICES = [
  { id: "ava", name: "Ava", owner: "system", state: "ready", gender: "F", starred: false, type: "professional" },
  { id: "leah", name: "Leah", owner: "system", state: "ready", gender: "F", starred: false, type: "professional" },
  { id: "x7clone", name: "My clone", owner: "me", state: "training", starred: false, type: "instant" },
];
const HUME_VOICES = [
  { id: "d8ab67c6-953d-4bd8-9370-8fa53a0f1453", name: "Colton Rivers", provider: "HUME_AI" },
  { id: "5bb7de05-c8fe-426a-8fcc-ba4fc4ce9f9c", name: "Ava Song", provider: "HUME_AI" },
  { id: "9e068547-5ba4-4c8e-8e03-69282a008f04", name: "Male English Actor", provider: "HUME_AI" },
];
const deepgramVoice = (architecture: string, name: string, language: string, accent: string) => ({
  name,
  canonical_name: `${architecture}-${name}-${language}`,
  architecture,
  languages: [language, `${language}-${accent}`],
  version: "2025-04-07.0",
  uuid: `fake-${name}`,
  metadata: { accent, color: "#C58DFF", image: "", sample: "", tags: ["feminine"] },
});
const DEEPGRAM_MODELS = {
  stt: [
    { name: "nova-3", canonical_name: "nova-3", architecture: "nova-3", languages: ["en"], version: "2024-11-05.0", uuid: "fake-nova" },
  ],
  tts: [
    deepgramVoice("aura-2", "thalia", "en", "US"),
    deepgramVoice("aura-2", "celeste", "es", "CO"),
    deepgramVoice("aura", "asteria", "en", "US"),
  ],
};

/**
 * Stand-ins for the paid speech services the AI SDK has providers for, on 127.0.0.1, each
 * speaking its own HTTP protocol: LMNT (`GET /v1/ai/voice/list`, `POST /v1/ai/speech/bytes`),
 * Hume (`GET /v0/tts/voices` paged, `POST /v0/tts/file`), Deepgram (`GET /v1/models`,
 * `POST /v1/speak?model=…`), fal (`POST /<model>` answering the recording's address on its file
 * CDN, `https://v3.fal.media/files/…`, then that file) and Azure OpenAI (`POST
 * /openai/v1/audio/speech` with an `api-key`). Every recording is the audio it was given.
 */
export async function startFakeSpeechServices(options: FakeSpeechServicesOptions): Promise<FakeSpeechServices> {
  const requests: ServiceSpeechRequest[] = [];
  const voiceLists: string[] = [];
  const spoken = (request: ServiceSpeechRequest) => (requests.push(request), options.audio);
  const listed = <T>(service: string, voices: T) => (voiceLists.push(service), voices);

  const routes: Record<string, Handler> = {
    "GET /v1/ai/voice/list": (request) => listed("lmnt", header(request, "x-api-key") ? LMNT_VOICES : undefined),
    "POST /v1/ai/speech/bytes": (request, _, body) =>
      spoken({
        service: "lmnt",
        voice: String(body.voice),
        text: String(body.text),
        model: String(body.model),
        key: header(request, "x-api-key"),
      }),
    "GET /v0/tts/voices": (_, url) => {
      const size = Number(url.searchParams.get("page_size") ?? 10);
      const page = Number(url.searchParams.get("page_number") ?? 0);
      if (url.searchParams.get("provider") !== "HUME_AI")
        return listed("hume", { page_number: page, page_size: size, total_pages: 0, voices_page: [] });
      // Two voices a page, so paging is exercised.
      const voices = HUME_VOICES.slice(page * 2, page * 2 + 2);
      return listed("hume", { page_number: page, page_size: size, total_pages: Math.ceil(HUME_VOICES.length / 2), voices_page: voices });
    },
    "POST /v0/tts/file": (request, _, body) => {
      const [utterance] = body.utterances as { text: string; voice: { id: string } }[];
      return spoken({
        service: "hume",
        voice: utterance!.voice.id,
        text: utterance!.text,
        model: "octave",
        key: header(request, "x-hume-api-key"),
      });
    },
    "GET /v1/models": (request) => listed("deepgram", header(request, "authorization")?.startsWith("Token ") ? DEEPGRAM_MODELS : undefined),
    "POST /v1/speak": (request, url, body) => {
      const model = url.searchParams.get("model") ?? "";
      return spoken({
        service: "deepgram",
        voice: model,
        text: String(body.text),
        model,
        key: header(request, "authorization")?.replace(/^Token /, ""),
      });
    },
    "POST /openai/v1/audio/speech": (request, _, body) =>
      spoken({
        service: "azure",
        voice: String(body.voice),
        text: String(body.input),
        model: String(body.model),
        key: header(request, "api-key"),
      }),
  };

  let files = 0;
  const fal: Handler = (request, url, body) => {
    const voice = (body.voice_setting as { voice_id?: string } | undefined)?.voice_id ?? String(body.voice);
    const key = header(request, "authorization")?.replace(/^Key /, "");
    requests.push({ service: "fal", voice, text: String(body.text), model: url.pathname.slice(1), key });
    return { audio: { url: `https://v3.fal.media/files/fake/${++files}_speech.mp3` }, duration_ms: 1500 };
  };

  const answer = (response: ServerResponse, answered: unknown) => {
    if (answered === undefined) return response.writeHead(401, { "content-type": "application/json" }).end('{"error":"no key"}');
    if (answered instanceof Uint8Array) return response.writeHead(200, { "content-type": "audio/mpeg" }).end(answered);
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answered));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "GET" && url.pathname.startsWith("/files/fake/")) return answer(response, options.audio);
    const route =
      routes[`${request.method} ${url.pathname}`] ??
      (request.method === "POST" && /^\/(fal-ai|resemble-ai)\//.test(url.pathname) ? fal : undefined);
    if (!route)
      return response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: `no route ${url.pathname}` }));
    void jsonBody(request).then((body) => answer(response, route(request, url, body)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    azureUrl: `${origin}/openai/v1`,
    requests,
    voiceLists,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
