import { startFakeSpeechServices, type FakeSpeechServices } from "@framewise/test-support/fake-speech-services";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { createSpeechEngine } from "../src/video-studio/voice/create-speech-engine.ts";
import { createVoiceSamples } from "../src/video-studio/voice/voice-sample.ts";
import { TestClient } from "./helpers/http.ts";
import { speechMp3 } from "./helpers/speech-mp3.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const SCRIPT = "Hot coffee, fresh every morning.";

let fake: FakeSpeechServices;
let audio: Buffer;
beforeAll(async () => {
  audio = await speechMp3();
  fake = await startFakeSpeechServices({ audio });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.voiceLists.length = 0;
});

/** The engine SPEECH_PROVIDER=`provider` makes, its base URL at the fake. */
const engineFor = (provider: string, env: Record<string, string> = {}) =>
  createSpeechEngine(
    loadConfig({
      SPEECH_PROVIDER: provider,
      SPEECH_API_KEY: `key-${provider}`,
      SPEECH_BASE_URL: provider === "azure" ? fake.azureUrl : fake.url,
      ...env,
    }).speech,
  )!;

describe.each([
  {
    provider: "lmnt",
    label: "LMNT (blizzard)",
    defaultVoice: "ava",
    // Its clone still in training is left out.
    voices: [
      { id: "ava", name: "Ava" },
      { id: "leah", name: "Leah" },
    ],
    voice: "leah",
    asked: { service: "lmnt", voice: "leah", model: "blizzard" },
  },
  {
    provider: "hume",
    label: "Hume (octave)",
    defaultVoice: "d8ab67c6-953d-4bd8-9370-8fa53a0f1453",
    // Two pages of the voice library.
    voices: [
      { id: "d8ab67c6-953d-4bd8-9370-8fa53a0f1453", name: "Colton Rivers" },
      { id: "5bb7de05-c8fe-426a-8fcc-ba4fc4ce9f9c", name: "Ava Song" },
      { id: "9e068547-5ba4-4c8e-8e03-69282a008f04", name: "Male English Actor" },
    ],
    voice: "5bb7de05-c8fe-426a-8fcc-ba4fc4ce9f9c",
    asked: { service: "hume", voice: "5bb7de05-c8fe-426a-8fcc-ba4fc4ce9f9c", model: "octave" },
  },
  {
    provider: "deepgram",
    label: "Deepgram (aura-2)",
    defaultVoice: "thalia-en",
    // The aura-2 family's voices, in their languages; aura's are another model.
    voices: [
      { id: "thalia-en", name: "Thalia", language: "en" },
      { id: "celeste-es", name: "Celeste", language: "es" },
    ],
    voice: "celeste-es",
    asked: { service: "deepgram", voice: "aura-2-celeste-es", model: "aura-2-celeste-es" },
  },
  {
    provider: "fal",
    label: "fal (fal-ai/minimax/speech-02-hd)",
    defaultVoice: "Wise_Woman",
    voices: expect.arrayContaining([
      { id: "Wise_Woman", name: "Wise Woman" },
      { id: "Deep_Voice_Man", name: "Deep Voice Man" },
    ]),
    voice: "Calm_Woman",
    asked: { service: "fal", voice: "Calm_Woman", model: "fal-ai/minimax/speech-02-hd" },
  },
  {
    provider: "azure",
    label: "Azure OpenAI (gpt-4o-mini-tts)",
    defaultVoice: "alloy",
    voices: expect.arrayContaining([{ id: "nova", name: "Nova" }]),
    voice: "nova",
    asked: { service: "azure", voice: "nova", model: "gpt-4o-mini-tts" },
  },
])("SPEECH_PROVIDER=$provider against its protocol on loopback", ({ provider, label, defaultVoice, voices, voice, asked }) => {
  it("lists the service's voices", async () => {
    const engine = engineFor(provider);
    expect(engine).toMatchObject({ provider, label, local: false, defaultVoice });
    expect(await engine.listVoices()).toEqual(voices);
  });

  it("speaks a script in a voice, with the key, and answers the service's recording", async () => {
    const spoken = await engineFor(provider).speak(SCRIPT, voice);
    expect(fake.requests).toEqual([{ ...asked, text: SCRIPT, key: `key-${provider}` }]);
    expect(spoken).toEqual({ audio: new Uint8Array(audio), extension: "mp3", mimeType: "audio/mpeg" });
  });
});

describe("voice samples", () => {
  it("are spoken in the voice's language when the service says it", async () => {
    const samples = createVoiceSamples(engineFor("deepgram"), 5000);
    await samples("celeste-es");
    await samples("thalia-en");
    expect(fake.requests.map(({ voice, text }) => [voice, text])).toEqual([
      ["aura-2-celeste-es", "¡Hola! Así sueno en tus vídeos."],
      ["aura-2-thalia-en", "Hello! This is how I sound on your videos."],
    ]);
  });
});

describe("a configured voice the service does not list", () => {
  it("is listed first, so the editor can show the default", async () => {
    const engine = engineFor("lmnt", { SPEECH_VOICE: "my-clone-7" });
    expect(engine.defaultVoice).toBe("my-clone-7");
    expect((await engine.listVoices())[0]).toEqual({ id: "my-clone-7", name: "my-clone-7" });
  });
});

describe("voiceovers from Deepgram through the API", () => {
  let server: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    server = await startTestServer("pglite", { SPEECH_PROVIDER: "deepgram", SPEECH_API_KEY: "dg-key", SPEECH_BASE_URL: fake.url });
    owner = new TestClient(server.url);
    await owner.signUp("voice-deepgram@example.com");
  });
  afterAll(() => server?.destroy());

  it("lists its voices, speaks a scene's script in one, and times the captions from the recording", async () => {
    const listed = (await owner.get("/api/v1/voices")).body.data;
    expect(listed).toMatchObject({ provider: { id: "deepgram", label: "Deepgram (aura-2)" }, default_voice: "thalia-en" });
    expect(listed.voices.map((each: { id: string }) => each.id)).toEqual(["thalia-en", "celeste-es"]);

    const video = (await owner.post("/api/v1/content", { from: "template", templateId: "clean", aspectRatio: "9:16" })).body.data.id;
    const spoken = await owner.post(`/api/v1/content/${video}/voiceover`, { text: SCRIPT, voice: "celeste-es" });
    expect(spoken.status).toBe(200);
    // The tone speaks throughout its 1.5 s: five words placed by their lengths from its start.
    expect(spoken.body.data.voiceover).toMatchObject({ voice: "celeste-es", timing: "aligned" });
    const starts = spoken.body.data.voiceover.wordStarts as number[];
    expect(starts).toHaveLength(5);
    expect(starts[0]).toBeLessThan(0.05);
    expect(starts[4]).toBeGreaterThan(0.9);
    expect(starts[4]).toBeLessThan(1.5);
    expect(fake.requests.map((request) => request.voice)).toEqual(["aura-2-celeste-es"]);

    // Kept with the recording: asked again, the same timings without the service.
    const again = await owner.post(`/api/v1/content/${video}/voiceover`, { text: SCRIPT, voice: "celeste-es" });
    expect(again.body.data.voiceover).toEqual(spoken.body.data.voiceover);
    expect(fake.requests).toHaveLength(1);
  });
});
