import { contentSchema, type Content } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { applyGeneratedVoice, setRecording, setScript, setVoice, type GeneratedVoice } from "./voice-edits";

const video = (voiceover: Record<string, unknown>): Content =>
  contentSchema.parse({
    version: 1,
    title: "Ember & Oak",
    aspectRatio: "9:16",
    templateId: "clean",
    scenes: [{ id: "s1", layoutId: "title", duration: 4, voiceover }],
  });
const generated = { text: "Fresh coffee.", src: "asset:voice-1", voice: "nova", timing: "provider", wordStarts: [0, 0.4] };
const voiceover = (content: Content) => content.scenes[0]!.voiceover;

describe("the scene's generated voice", () => {
  it("is dropped when the script's words change, and kept when they do not", () => {
    expect(voiceover(setScript(video(generated), "s1", "Fresh coffee. Daily."))).toEqual({
      text: "Fresh coffee. Daily.",
      voice: "nova",
      volume: 1,
    });
    const same = video(generated);
    expect(setScript(same, "s1", "Fresh coffee.").scenes[0]).toEqual(same.scenes[0]);
  });

  it("leaves a recording of your own when the words change", () => {
    expect(voiceover(setScript(video({ text: "Hi.", src: "asset:mine" }), "s1", "Hello."))).toEqual({
      text: "Hello.",
      src: "asset:mine",
      volume: 1,
    });
  });

  it("is dropped when another voice is chosen", () => {
    expect(voiceover(setVoice(video(generated), "s1", "onyx"))).toEqual({ text: "Fresh coffee.", voice: "onyx", volume: 1 });
  });

  it("loses its word timings when a recording of your own replaces it", () => {
    expect(voiceover(setRecording(video(generated), "s1", "asset:mine"))).toEqual({
      text: "Fresh coffee.",
      voice: "nova",
      volume: 1,
      src: "asset:mine",
    });
  });

  it("goes into the scene with a length that follows it, only while the script still says what was spoken", () => {
    const answer: GeneratedVoice = {
      voiceover: { text: "Fresh coffee.", src: "asset:voice-2", voice: "alloy", timing: "estimated" },
      duration: { follow: "voiceover", padding: 0.5, min: 2, max: 30 },
    };
    const applied = applyGeneratedVoice(video({ ...generated, text: "Fresh coffee. " }), "s1", answer);
    // The scene was planned at 4 s: a quicker voice does not shorten it (a 30 s ad stays 30 s).
    expect(applied.scenes[0]).toMatchObject({ duration: { ...answer.duration, min: 4 } });
    expect(voiceover(applied)).toEqual({ text: "Fresh coffee. ", src: "asset:voice-2", voice: "alloy", timing: "estimated", volume: 1 });
    const typedOn = video({ text: "Fresh coffee. Every day." });
    expect(applyGeneratedVoice(typedOn, "s1", answer)).toEqual(typedOn);
  });
});
