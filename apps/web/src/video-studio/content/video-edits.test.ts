import { contentSchema, type Content } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import {
  setBrandColor,
  setBrandFont,
  setBrandLogo,
  setCaptions,
  setDuckUnderVoice,
  setOpening,
  setSoundtrack,
  setSoundtrackVolume,
} from "./video-edits";

const content: Content = contentSchema.parse({
  version: 1,
  title: "Brand",
  aspectRatio: "1:1",
  templateId: "clean",
  scenes: [{ id: "a", layoutId: "title" }],
});
const valid = (doc: Content) => expect(contentSchema.safeParse(doc).success).toBe(true);

describe("brand kit edits", () => {
  it("sets and clears a logo, colours and fonts, leaving no empty brand kit behind", () => {
    let doc = setBrandLogo(content, "asset:logo");
    doc = setBrandColor(doc, "accent", "#ff0000");
    doc = setBrandFont(doc, "heading", "Bebas Neue");
    expect(doc.brandKit).toEqual({ logo: "asset:logo", colors: { accent: "#ff0000" }, fonts: { heading: "Bebas Neue" } });
    valid(doc);
    doc = setBrandColor(setBrandFont(setBrandLogo(doc, undefined), "heading", undefined), "accent", undefined);
    expect(doc).toEqual(content);
    expect("brandKit" in doc).toBe(false);
  });
});

describe("soundtrack edits", () => {
  it("adds music at 60 %, keeps its settings when replaced, and removes it", () => {
    const withMusic = setSoundtrack(content, "asset:song");
    expect(withMusic.soundtrack).toEqual({ src: "asset:song", volume: 0.6, fadeIn: 1, fadeOut: 2, duckUnderVoice: true });
    const quieter = setDuckUnderVoice(setSoundtrackVolume(withMusic, 0.3), false);
    expect(setSoundtrack(quieter, "asset:other").soundtrack).toMatchObject({ src: "asset:other", volume: 0.3, duckUnderVoice: false });
    expect(setSoundtrack(quieter, undefined)).toEqual(content);
    expect(setSoundtrackVolume(content, 0.5)).toBe(content);
    valid(quieter);
  });
});

describe("caption edits", () => {
  it("turn captions on word by word at the bottom, change their style and place, and keep them when turned off", () => {
    const on = setCaptions(content, { enabled: true });
    expect(on.captions).toEqual({ enabled: true, style: "word-highlight", position: "bottom" });
    const moved = setCaptions(setCaptions(on, { style: "line" }), { position: "top" });
    expect(moved.captions).toEqual({ enabled: true, style: "line", position: "top" });
    expect(setCaptions(moved, { enabled: false }).captions).toEqual({ enabled: false, style: "line", position: "top" });
    valid(moved);
  });
});

describe("opening edits", () => {
  it("opens the video composed or animated in, a valid document either way", () => {
    const composed = setOpening(content, "composed");
    expect(composed.opening).toBe("composed");
    expect(setOpening(composed, "animated").opening).toBe("animated");
    valid(composed);
  });
});
