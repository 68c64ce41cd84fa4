import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A speech request as the fake received it: which protocol, voice and words. */
export interface SpeechRequest {
  protocol: "openai" | "elevenlabs";
  voice: string;
  text: string;
  model: string;
  /** The API key header the caller sent (`Authorization: Bearer …` or `xi-api-key`). */
  key: string | undefined;
}

export interface FakeSpeech {
  /** OpenAI's base URL (`SPEECH_BASE_URL` for SPEECH_PROVIDER=openai), ending in `/v1`. */
  openAiUrl: string;
  /** ElevenLabs' base URL (`SPEECH_BASE_URL` for SPEECH_PROVIDER=elevenlabs), the origin alone. */
  elevenLabsUrl: string;
  /** Every speech request received, in order (voice lists are not counted). */
  requests: SpeechRequest[];
  /** The next `times` speech requests fail with this status and message. */
  failNext(status: number, message: string, times?: number): void;
  /** Speech answers wait from now on until `release()`: a test decides when the provider has spoken. */
  hold(): void;
  /** Sends every answer held, and answers at once again. */
  release(): void;
  /** Resolves once `count` speech requests have been received in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface FakeSpeechOptions {
  /** The audio every speech request answers (an MP3: both protocols are asked for MP3), or how to speak each request's words. */
  audio: Uint8Array | ((text: string) => Promise<Uint8Array>);
  /** ElevenLabs' voices (`GET /v1/voices`). */
  elevenLabsVoices?: { voice_id: string; name: string }[];
  /** Seconds each character takes in ElevenLabs' alignment. */
  secondsPerCharacter?: number;
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>;
}

/**
 * A stand-in for paid speech APIs on 127.0.0.1, speaking two protocols: OpenAI's
 * `POST /v1/audio/speech` (JSON in, audio bytes out) and ElevenLabs' `GET /v1/voices` and
 * `POST /v1/text-to-speech/{voice}/with-timestamps` (JSON with base64 audio and each character's
 * start and end times). Every answer is the audio it was given.
 */
export async function startFakeSpeech(options: FakeSpeechOptions): Promise<FakeSpeech> {
  const requests: SpeechRequest[] = [];
  let failure: { status: number; message: string; times: number } | undefined;
  let held: (() => void)[] | undefined;
  const waiting: { count: number; resolve: () => void }[] = [];
  const perCharacter = options.secondsPerCharacter ?? 0.05;
  const server = createServer((request, response) => {
    const send = (status: number, json: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "GET" && url.pathname === "/v1/voices") return send(200, { voices: options.elevenLabsVoices ?? [] });
    const elevenLabs = /^\/v1\/text-to-speech\/([^/]+)\/with-timestamps$/.exec(url.pathname);
    if (request.method !== "POST" || (url.pathname !== "/v1/audio/speech" && !elevenLabs))
      return send(404, { error: { message: `no route ${request.method} ${url.pathname}` } });
    void jsonBody(request).then(async (body) => {
      const key = elevenLabs ? request.headers["xi-api-key"] : request.headers.authorization?.replace(/^Bearer /, "");
      const text = String(elevenLabs ? body.text : body.input);
      requests.push({
        protocol: elevenLabs ? "elevenlabs" : "openai",
        voice: elevenLabs ? decodeURIComponent(elevenLabs[1]!) : String(body.voice),
        text,
        model: String(elevenLabs ? body.model_id : body.model),
        key: Array.isArray(key) ? key[0] : key,
      });
      for (const waiter of waiting.filter((each) => requests.length >= each.count)) waiter.resolve();
      if (held) await new Promise<void>((resolve) => held!.push(resolve));
      if (failure && failure.times-- > 0) {
        const { status, message } = failure;
        return send(status, elevenLabs ? { detail: { status: "error", message } } : { error: { message, type: "server_error" } });
      }
      const audio = typeof options.audio === "function" ? await options.audio(text) : options.audio;
      if (!elevenLabs) return response.writeHead(200, { "content-type": "audio/mpeg" }).end(audio);
      const characters = [...text];
      send(200, {
        audio_base64: Buffer.from(audio).toString("base64"),
        alignment: {
          characters,
          character_start_times_seconds: characters.map((_, index) => index * perCharacter),
          character_end_times_seconds: characters.map((_, index) => (index + 1) * perCharacter),
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    openAiUrl: `${origin}/v1`,
    elevenLabsUrl: origin,
    requests,
    failNext: (status, message, times = 1) => void (failure = { status, message, times }),
    hold: () => void (held ??= []),
    release: () => {
      const answers = held ?? [];
      held = undefined;
      answers.forEach((answer) => answer());
    },
    received: (count) => new Promise<void>((resolve) => (requests.length >= count ? resolve() : waiting.push({ count, resolve }))),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
