import type { Scene } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { withGeneratedVoice } from "./voice-document.ts";

const generated = { src: "asset:voice-1", voice: "alloy", timing: "aligned" } as const;

function planned(duration: Scene["duration"]): Scene {
  return { id: "s1", layoutId: "captions-video", slots: {}, duration, voiceover: { text: "Fresh beans every morning." } } as Scene;
}

describe("a planned scene given its voice", () => {
  it("follows the voice but keeps at least the length it was planned at", () => {
    expect(withGeneratedVoice(planned(6), generated).duration).toEqual({ follow: "voiceover", padding: 0.5, min: 6, max: 30 });
    expect(withGeneratedVoice(planned({ follow: "voiceover", padding: 0.5, min: 4, max: 10 }), generated).duration).toMatchObject({
      min: 4,
    });
  });

  it("keeps a stock clip scene's planned length, which is its longest, not its shortest", () => {
    const clip = planned({ follow: "clip", padding: 0, min: 2, max: 7 });
    expect(withGeneratedVoice(clip, generated).duration).toMatchObject({ follow: "voiceover", min: 7 });
  });

  it("stays within a voiced scene's bounds", () => {
    expect(withGeneratedVoice(planned(1), generated).duration).toMatchObject({ min: 2 });
    expect(withGeneratedVoice(planned(45), generated).duration).toMatchObject({ min: 30 });
  });

  it("keeps the recording and its word starts", () => {
    const scene = withGeneratedVoice(planned(6), { ...generated, wordStarts: [0, 0.4, 0.9, 1.2] });
    expect(scene.voiceover).toEqual({ text: "Fresh beans every morning.", ...generated, wordStarts: [0, 0.4, 0.9, 1.2] });
  });
});
