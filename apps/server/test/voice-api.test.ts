import { startFakeSpeech, type FakeSpeech } from "@framewise/test-support/fake-speech";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { speechMp3 } from "./helpers/speech-mp3.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const SCRIPT = "Ember and Oak roasts every morning.";

async function newVideo(client: TestClient): Promise<string> {
  const created = await client.post("/api/v1/content", { from: "template", templateId: "clean", aspectRatio: "9:16" });
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}

describe.each(databaseKinds)("voiceovers from OpenAI's speech protocol on %s", (kind) => {
  let speech: FakeSpeech;
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  let videoId: string;
  beforeAll(async () => {
    speech = await startFakeSpeech({ audio: await speechMp3() });
    server = await startTestServer(kind, {
      SPEECH_PROVIDER: "openai",
      SPEECH_MODEL: "tts-fake",
      SPEECH_API_KEY: "sk-speech-test",
      SPEECH_BASE_URL: speech.openAiUrl,
    });
    owner = new TestClient(server.url);
    await owner.signUp(`voice-owner-${kind}@example.com`);
    stranger = new TestClient(server.url);
    await stranger.signUp(`voice-stranger-${kind}@example.com`);
    videoId = await newVideo(owner);
  });
  afterAll(async () => {
    await server?.destroy();
    await speech?.close();
  });
  beforeEach(() => void (speech.requests.length = 0));
  const speak = (client: TestClient, id: string, body: unknown) => client.post(`/api/v1/content/${id}/voiceover`, body);

  it("lists the provider's voices to signed-in users only", async () => {
    const listed = await owner.get("/api/v1/voices");
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({
      provider: { id: "openai", model: "tts-fake", label: "OpenAI (tts-fake)", local: false },
      default_voice: "alloy",
    });
    expect(listed.body.data.voices).toContainEqual({ id: "nova", name: "Nova" });
    expect((await new TestClient(server.url).get("/api/v1/voices")).status).toBe(401);
  });

  it("speaks a script once into the library, and answers the kept recording for the same words and voice", async () => {
    const first = await speak(owner, videoId, { text: `  ${SCRIPT} `, voice: "nova" });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      voiceover: {
        text: SCRIPT,
        src: expect.stringMatching(/^asset:[0-9a-f-]{36}$/),
        voice: "nova",
        timing: "aligned",
        wordStarts: expect.any(Array),
      },
      duration: { follow: "voiceover", padding: 0.5, min: 2, max: 30 },
    });
    expect(speech.requests).toEqual([{ protocol: "openai", voice: "nova", text: SCRIPT, model: "tts-fake", key: "sk-speech-test" }]);

    const assetId = first.body.data.voiceover.src.slice("asset:".length);
    const ready = await waitFor(
      "the recording to be processed",
      async () => (await owner.get(`/api/v1/assets/${assetId}`)).body.data,
      (asset) => asset.status !== "processing",
    );
    expect(ready).toMatchObject({
      kind: "audio",
      status: "ready",
      mime_type: "audio/mpeg",
      tags: ["voiceover", expect.stringMatching(/^voice-/)],
    });
    expect(ready.duration_seconds).toBeCloseTo(1.5, 1);

    const again = await speak(owner, videoId, { text: SCRIPT, voice: "nova" });
    expect(again.body.data.voiceover.src).toBe(first.body.data.voiceover.src);
    expect(speech.requests).toHaveLength(1);

    const otherVoice = await speak(owner, videoId, { text: SCRIPT, voice: "onyx" });
    expect(otherVoice.body.data.voiceover.src).not.toBe(first.body.data.voiceover.src);
    const changedScript = await speak(owner, videoId, { text: `${SCRIPT} Fresh.`, voice: "nova" });
    expect(changedScript.body.data.voiceover.src).not.toBe(first.body.data.voiceover.src);
    expect(speech.requests.map((request) => request.voice)).toEqual(["nova", "onyx", "nova"]);
  });

  it("speaks in the default voice when none is chosen", async () => {
    const spoken = await speak(owner, videoId, { text: "Default voice here." });
    expect(spoken.body.data.voiceover.voice).toBe("alloy");
    expect(speech.requests[0]!.voice).toBe("alloy");
  });

  it("refuses bad input before asking the provider, and another user's video as missing", async () => {
    const problems = [
      [{ text: "   " }, "text"],
      [{ text: "x".repeat(5001) }, "text"],
      [{ text: SCRIPT, voice: "no such voice" }, "voice"],
      [{ text: SCRIPT, voice: "robot" }, "voice"],
      [{ text: SCRIPT, extra: true }, "body"],
    ] as const;
    for (const [body, field] of problems) {
      const refused = await speak(owner, videoId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.error.fields ?? { body: "" }).join()).toContain(field);
    }
    const foreign = await speak(stranger, videoId, { text: SCRIPT });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    expect((await speak(owner, "00000000-0000-4000-8000-000000000000", { text: SCRIPT })).status).toBe(404);
    expect((await speak(new TestClient(server.url), videoId, { text: SCRIPT })).status).toBe(401);
    expect(speech.requests).toEqual([]);
  });

  it("says plainly when the provider fails, and keeps nothing", async () => {
    // The AI SDK tries once more after a server error.
    speech.failNext(500, "the voice service is down", 2);
    const failed = await speak(owner, videoId, { text: "This one fails." });
    expect(failed.status).toBe(422);
    expect(failed.body.error).toMatchObject({
      code: "speech_failed",
      message: expect.stringContaining("OpenAI (tts-fake) could not speak this"),
    });
    const library = await owner.get("/api/v1/assets?q=fails");
    expect(library.body.data).toEqual([]);
  });

  it("plays a sample of a voice, asking the provider once", async () => {
    const sample = await owner.get("/api/v1/voices/shimmer/sample");
    expect(sample.status).toBe(200);
    expect(sample.headers.get("content-type")).toBe("audio/mpeg");
    expect((await owner.get("/api/v1/voices/shimmer/sample")).status).toBe(200);
    expect(speech.requests.map((request) => request.voice)).toEqual(["shimmer"]);
    expect((await owner.get("/api/v1/voices/nobody/sample")).status).toBe(400);
  });
});

describe("voiceovers from ElevenLabs' protocol", () => {
  let speech: FakeSpeech;
  let server: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    speech = await startFakeSpeech({
      audio: await speechMp3(),
      elevenLabsVoices: [{ voice_id: "voice-rachel", name: "Rachel" }],
      secondsPerCharacter: 0.1,
    });
    server = await startTestServer("pglite", {
      SPEECH_PROVIDER: "elevenlabs",
      SPEECH_API_KEY: "xi-test",
      SPEECH_BASE_URL: speech.elevenLabsUrl,
      SPEECH_VOICE: "voice-rachel",
    });
    owner = new TestClient(server.url);
    await owner.signUp("voice-eleven@example.com");
  });
  afterAll(async () => {
    await server?.destroy();
    await speech?.close();
  });

  it("lists the account's voices and times captions by the provider's word timings, kept with the recording", async () => {
    expect((await owner.get("/api/v1/voices")).body.data.voices).toEqual([{ id: "voice-rachel", name: "Rachel" }]);
    const videoId = await newVideo(owner);
    const first = await owner.post(`/api/v1/content/${videoId}/voiceover`, { text: "Hot coffee now" });
    expect(first.status).toBe(200);
    // "Hot" at character 0, "coffee" at 4, "now" at 11; 0.1 s each.
    expect(first.body.data.voiceover).toMatchObject({ voice: "voice-rachel", timing: "provider", wordStarts: [0, 0.4, 1.1] });
    expect(speech.requests).toEqual([
      { protocol: "elevenlabs", voice: "voice-rachel", text: "Hot coffee now", model: "eleven_multilingual_v2", key: "xi-test" },
    ]);
    const again = await owner.post(`/api/v1/content/${videoId}/voiceover`, { text: "Hot coffee now" });
    expect(again.body.data.voiceover).toEqual(first.body.data.voiceover);
    expect(speech.requests).toHaveLength(1);
  });
});

describe("the built-in voice and no voice", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.destroy());

  it("speaks with eSpeak NG offline by default, labelled as the basic local voice, and never unasked", async () => {
    server = await startTestServer("pglite");
    const owner = new TestClient(server.url);
    await owner.signUp("voice-local@example.com");
    const listed = (await owner.get("/api/v1/voices")).body.data;
    expect(listed.provider).toMatchObject({ id: "espeak", local: true, label: expect.stringContaining("Basic local voice") });
    expect(listed.default_voice).toBe("en-us");
    expect(listed.voices.length).toBeGreaterThan(50);
    expect(listed.voices).toContainEqual(expect.objectContaining({ id: "fr-fr", name: "French (France)" }));

    const videoId = await newVideo(owner);
    const spoken = await owner.post(`/api/v1/content/${videoId}/voiceover`, { text: "-v Welcome to Ember and Oak.", voice: "en-gb" });
    expect(spoken.status).toBe(200);
    expect(spoken.body.data.voiceover).toMatchObject({ voice: "en-gb", timing: "aligned" });
    const assetId = spoken.body.data.voiceover.src.slice("asset:".length);
    const asset = await waitFor(
      "the recording to be processed",
      async () => (await owner.get(`/api/v1/assets/${assetId}`)).body.data,
      (row) => row.status !== "processing",
    );
    expect(asset).toMatchObject({ status: "ready", mime_type: "audio/wav" });
    expect(asset.duration_seconds).toBeGreaterThan(1);

    const created = await owner.post("/api/v1/content", { from: "prompt", prompt: "Ember and Oak roasts coffee.", templateId: "clean" });
    expect(created.body.data.document.scenes.every((scene: { voiceover?: { src?: string } }) => !scene.voiceover?.src)).toBe(true);
  });

  it("says how to turn voices on when SPEECH_PROVIDER=none", async () => {
    await server?.destroy();
    server = await startTestServer("pglite", { SPEECH_PROVIDER: "none" });
    const owner = new TestClient(server.url);
    await owner.signUp("voice-none@example.com");
    expect((await owner.get("/api/v1/voices")).body.data).toEqual({ provider: null, default_voice: null, voices: [] });
    const videoId = await newVideo(owner);
    const refused = await owner.post(`/api/v1/content/${videoId}/voiceover`, { text: SCRIPT });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "speech_unavailable", message: expect.stringContaining("SPEECH_PROVIDER") });
  });
});
