import { describe, expect, it } from "vitest";
import { loadConfig, type ConfigError } from "../src/platform/config/config.ts";

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("speech configuration", () => {
  it("defaults to the built-in eSpeak NG voice, and turns off with none", () => {
    expect(loadConfig({}).speech).toEqual({
      provider: "espeak",
      model: "espeak-ng",
      apiKey: undefined,
      baseUrl: undefined,
      defaultVoice: undefined,
      timeoutMs: 60_000,
    });
    expect(loadConfig({ SPEECH_PROVIDER: "none" }).speech).toBeUndefined();
  });

  it("takes a provider with its key, model, address and voice", () => {
    expect(
      loadConfig({
        SPEECH_PROVIDER: "openai",
        SPEECH_API_KEY: "sk-1",
        SPEECH_BASE_URL: "http://127.0.0.1:8880/v1/",
        SPEECH_VOICE: "af_bella",
      }).speech,
    ).toMatchObject({
      provider: "openai",
      model: "gpt-4o-mini-tts",
      apiKey: "sk-1",
      baseUrl: "http://127.0.0.1:8880/v1",
      defaultVoice: "af_bella",
    });
    expect(loadConfig({ SPEECH_PROVIDER: "elevenlabs", SPEECH_API_KEY: "xi", SPEECH_MODEL: "eleven_flash_v2_5" }).speech).toMatchObject({
      model: "eleven_flash_v2_5",
    });
  });

  it("takes every speech service of the AI SDK's, each with its usual model", () => {
    const models = Object.fromEntries(
      ["lmnt", "hume", "deepgram", "fal"].map((provider) => [
        provider,
        loadConfig({ SPEECH_PROVIDER: provider, SPEECH_API_KEY: "k" }).speech!.model,
      ]),
    );
    expect(models).toEqual({ lmnt: "blizzard", hume: "octave", deepgram: "aura-2", fal: "fal-ai/minimax/speech-02-hd" });
    expect(
      loadConfig({
        SPEECH_PROVIDER: "azure",
        SPEECH_API_KEY: "k",
        SPEECH_BASE_URL: "https://studio.openai.azure.com/openai",
        SPEECH_MODEL: "tts",
      }).speech,
    ).toMatchObject({ provider: "azure", model: "tts", baseUrl: "https://studio.openai.azure.com/openai" });
  });

  it("names every inconsistent or invalid setting", () => {
    expect(problems({ SPEECH_PROVIDER: "openai" })).toEqual([
      "SPEECH_API_KEY must be set for SPEECH_PROVIDER=openai (or SPEECH_BASE_URL for a server without keys)",
    ]);
    expect(problems({ SPEECH_API_KEY: "sk-1" })).toEqual([
      "SPEECH_MODEL, SPEECH_API_KEY and SPEECH_BASE_URL need a speech service in SPEECH_PROVIDER",
    ]);
    expect(problems({ SPEECH_PROVIDER: "deepgram" })).toEqual([
      "SPEECH_API_KEY must be set for SPEECH_PROVIDER=deepgram (or SPEECH_BASE_URL for a server without keys)",
    ]);
    expect(problems({ SPEECH_PROVIDER: "azure", SPEECH_API_KEY: "k" })).toEqual([
      "SPEECH_BASE_URL must be set for SPEECH_PROVIDER=azure (your resource, https://<name>.openai.azure.com/openai)",
    ]);
    expect(problems({ SPEECH_PROVIDER: "hume", SPEECH_API_KEY: "k", SPEECH_MODEL: "octave-2" })).toEqual([
      "SPEECH_MODEL is not used with SPEECH_PROVIDER=hume: leave it unset",
    ]);
    expect(problems({ SPEECH_PROVIDER: "polly" })[0]).toMatch(/^SPEECH_PROVIDER="polly"/);
    expect(problems({ SPEECH_PROVIDER: "openai", SPEECH_API_KEY: "k", SPEECH_BASE_URL: "not a url" })[0]).toMatch(/^SPEECH_BASE_URL=/);
  });
});
