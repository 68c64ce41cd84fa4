import { describe, expect, it } from "vitest";
import type { AssetLimits } from "../../../platform/config/config.ts";
import { useTempFolder } from "../../../../test/helpers/temp-folder.ts";
import { checkUpload } from "./check-upload.ts";
import { blankPng, ffmpegFixture, fixture, fontsourceFile, solid, tone } from "./test-fixtures.ts";

const folder = useTempFolder("check-upload");
const MB = 1024 * 1024;
const limits: AssetLimits = {
  maxBytes: { image: 20 * MB, video: 500 * MB, audio: 50 * MB, font: 5 * MB },
  maxPixels: 50_000_000,
  maxSeconds: 1,
};

describe("checkUpload", () => {
  it("refuses an image past the pixel cap from its header alone", async () => {
    await expect(
      checkUpload(await fixture(folder(), "ok.png", await solid(64, 48).png().toBuffer()), "image", limits),
    ).resolves.toBeUndefined();
    await expect(checkUpload(await fixture(folder(), "bomb.png", await blankPng(30_000)), "image", limits)).rejects.toMatchObject({
      code: "too_many_pixels",
    });
  });

  it("refuses a sound or video past the length limit", async () => {
    await expect(checkUpload(await ffmpegFixture(folder(), "short.wav", tone(0.5)), "audio", limits)).resolves.toBeUndefined();
    await expect(checkUpload(await ffmpegFixture(folder(), "long.wav", tone(2)), "audio", limits)).rejects.toMatchObject({
      code: "too_long",
    });
    await expect(checkUpload(await ffmpegFixture(folder(), "tone.wav", tone(0.5)), "video", limits)).rejects.toMatchObject({
      code: "unsupported_type",
    });
  });

  it("leaves fonts to the processing job", async () => {
    const woff2 = await fontsourceFile("@fontsource/inter/files/inter-latin-400-normal.woff2");
    await expect(checkUpload(await fixture(folder(), "inter.woff2", woff2), "font", limits)).resolves.toBeUndefined();
  });
});
