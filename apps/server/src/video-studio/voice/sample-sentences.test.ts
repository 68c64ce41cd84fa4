import { describe, expect, it } from "vitest";
import { sampleSentence } from "./sample-sentences.ts";

describe("a voice's sample sentence", () => {
  it("is in the voice's language, however the provider writes its code", () => {
    expect(sampleSentence("fr-fr")).toMatch(/^Bonjour/);
    expect(sampleSentence("es")).toMatch(/^¡Hola/);
    expect(sampleSentence("pt-BR")).toMatch(/^Olá/);
    expect(sampleSentence("ja")).toMatch(/^こんにちは/);
    expect(sampleSentence("cmn")).toMatch(/^你好/);
    expect(sampleSentence("ar")).toMatch(/^مرحبًا/);
  });

  it("is English for English, an unknown language or an accent rather than a language", () => {
    const english = "Hello! This is how I sound on your videos.";
    expect([sampleSentence("en-gb"), sampleSentence(undefined), sampleSentence("tlh"), sampleSentence("american")]).toEqual([
      english,
      english,
      english,
      english,
    ]);
  });
});
