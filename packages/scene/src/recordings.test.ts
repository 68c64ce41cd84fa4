import { describe, expect, it } from "vitest";
import { contentSchema, type Content } from "./content.ts";
import { awaitsVoice, takeRecordings } from "./recordings.ts";

const following = { follow: "voiceover", padding: 0.5, min: 2, max: 30 } as const;

function video(scenes: unknown[]): Content {
  return contentSchema.parse({ version: 1, title: "Voices", aspectRatio: "9:16", templateId: "t", scenes });
}

/** As the server saved it: scene a spoken, scene b spoken in a chosen voice, scene c not yet. */
const saved = video([
  {
    id: "a",
    layoutId: "title",
    duration: following,
    voiceover: { text: "Fresh every morning.", src: "asset:a", voice: "alloy", timing: "provider", wordStarts: [0, 0.4, 0.9] },
  },
  {
    id: "b",
    layoutId: "title",
    duration: following,
    voiceover: { text: "Order now.", src: "asset:b", voice: "nova", timing: "estimated" },
  },
  { id: "c", layoutId: "title", duration: 4, voiceover: { text: "Still waiting." } },
]);

describe("takeRecordings", () => {
  it("gives each waiting scene its recording and a length that follows it, keeping the rest of the scene as it is", () => {
    const local = video([
      {
        id: "a",
        layoutId: "bold",
        slots: { headline: { text: "Edited meanwhile" } },
        duration: 4,
        voiceover: { text: "Fresh every morning. ", volume: 0.5 },
      },
      { id: "b", layoutId: "title", duration: 4, voiceover: { text: "Order now.", voice: "nova" } },
      { id: "c", layoutId: "title", duration: 4, voiceover: { text: "Still waiting." } },
    ]);
    const merged = takeRecordings(local, saved);
    expect(merged.scenes[0]).toEqual({
      id: "a",
      layoutId: "bold",
      slots: { headline: { text: "Edited meanwhile" } },
      duration: following,
      voiceover: {
        text: "Fresh every morning. ",
        volume: 0.5,
        src: "asset:a",
        voice: "alloy",
        timing: "provider",
        wordStarts: [0, 0.4, 0.9],
      },
    });
    expect(merged.scenes[1]!.voiceover).toEqual({ text: "Order now.", volume: 1, src: "asset:b", voice: "nova", timing: "estimated" });
    expect(merged.scenes[2]).toBe(local.scenes[2]);
  });

  it("leaves a scene whose words or voice changed, one with a recording of its own, and scenes the other side lacks", () => {
    const local = video([
      { id: "a", layoutId: "title", duration: 4, voiceover: { text: "Fresh every evening." } },
      { id: "b", layoutId: "title", duration: 4, voiceover: { text: "Order now.", voice: "onyx" } },
      { id: "new", layoutId: "title", duration: 4, voiceover: { text: "Order now." } },
    ]);
    expect(takeRecordings(local, saved)).toBe(local);
    const ownRecording = video([
      { id: "a", layoutId: "title", duration: 4, voiceover: { text: "Fresh every morning.", src: "asset:mine" } },
    ]);
    expect(takeRecordings(ownRecording, saved)).toBe(ownRecording);
  });

  it("takes only generated recordings, never a person's own upload", () => {
    const uploaded = video([{ id: "a", layoutId: "title", voiceover: { text: "Fresh every morning.", src: "asset:upload" } }]);
    const local = video([{ id: "a", layoutId: "title", voiceover: { text: "Fresh every morning." } }]);
    expect(takeRecordings(local, uploaded)).toBe(local);
  });

  it("knows which scenes wait for a voice", () => {
    expect(saved.scenes.map(awaitsVoice)).toEqual([false, false, true]);
    expect(awaitsVoice(video([{ id: "x", layoutId: "title", voiceover: { text: "   " } }]).scenes[0]!)).toBe(false);
    expect(awaitsVoice(video([{ id: "x", layoutId: "title" }]).scenes[0]!)).toBe(false);
  });
});
