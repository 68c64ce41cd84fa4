import { contentSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { followedAssets } from "./followed-media";

const follow = (medium: "voiceover" | "clip") => ({ follow: medium, padding: 0.5, min: 2, max: 30 });
const video = (scenes: unknown[]) =>
  contentSchema.parse({
    version: 1,
    title: "Followed",
    aspectRatio: "9:16",
    templateId: "clean",
    soundtrack: { src: "asset:music" },
    scenes,
  });
const voiced = (id: string, src: string, duration: unknown = follow("voiceover")) => ({
  id,
  layoutId: "title",
  duration,
  voiceover: { text: "Fresh every morning.", src },
});

describe("the assets smart timing follows", () => {
  it("are the recordings of scenes that follow their voice, each once, and never the music", () => {
    const content = video([voiced("a", "asset:voice-a"), voiced("b", "asset:voice-b", 4), voiced("c", "asset:voice-a")]);
    expect(followedAssets(content, ["asset:clip"])).toEqual(["voice-a"]);
  });

  it("take the video's clips only when a scene follows its clip", () => {
    const clips = ["asset:clip-1", "asset:clip-2"];
    expect(followedAssets(video([{ id: "a", layoutId: "video", duration: follow("clip") }]), clips)).toEqual(["clip-1", "clip-2"]);
    expect(followedAssets(video([{ id: "a", layoutId: "video", duration: 5 }]), clips)).toEqual([]);
  });

  it("leave out addresses, whose files the editor's page may not load", () => {
    const content = video([voiced("a", "https://cdn.example.com/voice.mp3"), { id: "b", layoutId: "video", duration: follow("clip") }]);
    expect(followedAssets(content, ["https://cdn.example.com/clip.mp4", "asset:clip"])).toEqual(["clip"]);
  });
});
