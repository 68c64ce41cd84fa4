import { describe, expect, it } from "vitest";
import { embedCode } from "./embed-code";

describe("embedCode", () => {
  it("plays the shared MP4 with its poster at its proportions, the title escaped", () => {
    const video = {
      video_url: "/api/v1/public/videos/v1/video",
      poster_url: "/api/v1/public/videos/v1/poster",
      title: `"Launch" <night>`,
      width: 1080,
      height: 1920,
    };
    expect(embedCode("https://studio.example", video)).toBe(
      `<video src="https://studio.example/api/v1/public/videos/v1/video" poster="https://studio.example/api/v1/public/videos/v1/poster" title="&#34;Launch&#34; &#60;night&#62;" controls playsinline preload="metadata" style="width:100%;aspect-ratio:1080 / 1920"></video>`,
    );
    expect(embedCode("", { ...video, width: null, height: null })).toContain("aspect-ratio:16 / 9");
  });
});
