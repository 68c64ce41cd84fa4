import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import { contentSchema, layoutSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { ffmpegPath } from "@framewise/media";
import { renderVideo } from "../src/platform/render-engine/render-video.ts";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

const run = promisify(execFile);
const [WIDTH, HEIGHT] = [270, 480];

async function ffmpeg(...args: string[]) {
  await run(ffmpegPath(), ["-v", "error", ...args]);
}

/** The colour at the centre of frame `frame` of the MP4. */
async function centreColour(file: string, frame: number): Promise<[number, number, number]> {
  const { stdout } = await run(
    ffmpegPath(),
    ["-v", "error", "-i", file, "-vf", `select=eq(n\\,${frame})`, "-vframes", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    {
      encoding: "buffer",
      maxBuffer: WIDTH * HEIGHT * 4,
    },
  );
  const at = ((HEIGHT / 2) * WIDTH + WIDTH / 2) * 3;
  return [stdout[at]!, stdout[at + 1]!, stdout[at + 2]!];
}

const near = (actual: number[], expected: number[], tolerance = 30) =>
  actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);

describe("a complete render", () => {
  const temp = useTempFolder("complete");

  it("renders text, an image, a video clip, music and a voiceover into one MP4", async () => {
    const folder = temp();
    const clip = path.join(folder, "clip.mp4");
    // A 2 s clip: green for a second, then magenta.
    await ffmpeg(
      "-f",
      "lavfi",
      "-i",
      "color=c=0x00ff00:s=320x240:d=1:r=30",
      "-f",
      "lavfi",
      "-i",
      "color=c=0xff00ff:s=320x240:d=1:r=30",
      "-filter_complex",
      "concat=n=2:v=1:a=0",
      "-pix_fmt",
      "yuv420p",
      "-y",
      clip,
    );
    await ffmpeg("-f", "lavfi", "-i", "sine=frequency=220:duration=8", "-ac", "2", "-y", path.join(folder, "music.wav"));
    await ffmpeg("-f", "lavfi", "-i", "sine=frequency=1760:duration=0.8", "-ac", "2", "-y", path.join(folder, "voice.wav"));
    const photo = createCanvas(400, 300);
    photo.getContext("2d").fillStyle = "#ffa500";
    photo.getContext("2d").fillRect(0, 0, 400, 300);
    await writeFile(path.join(folder, "photo.png"), await photo.encode("png"));

    const { content: base, template, layouts: baseLayouts } = renderBundle();
    const layouts = {
      ...baseLayouts,
      full: layoutSchema.parse({
        id: "full",
        name: "Full-bleed media",
        slots: [
          { name: "photo", kind: "image", label: "Photo" },
          { name: "clip", kind: "video", label: "Clip" },
        ],
        elements: [
          { id: "photo", type: "image", slot: "photo", box: { x: 0, y: 0, width: 1, height: 1 } },
          { id: "clip", type: "video", slot: "clip", box: { x: 0, y: 0, width: 1, height: 1 } },
        ],
      }),
    };
    const content = contentSchema.parse({
      ...base,
      soundtrack: { src: "asset:music", fadeIn: 0.2, fadeOut: 0.5 },
      scenes: [
        base.scenes[0],
        {
          id: "photo",
          layoutId: "full",
          slots: { photo: { src: "asset:photo" } },
          duration: { follow: "voiceover", padding: 0.2, min: 1 },
          voiceover: { text: "Look.", src: "asset:voice" },
        },
        { id: "clip", layoutId: "full", slots: { clip: { src: "asset:clip" } }, duration: 2 },
      ],
    });
    const output = path.join(folder, "complete.mp4");
    const result = await renderVideo({
      content,
      template,
      layouts,
      files: {
        images: { "asset:photo": path.join(folder, "photo.png") },
        audio: { "asset:music": path.join(folder, "music.wav"), "asset:voice": path.join(folder, "voice.wav") },
        videos: { "asset:clip": clip },
      },
      scale: 0.25,
      outputPath: output,
    });

    // 1 s title + (0.8 s voice + 0.2 s) photo + 2 s clip.
    expect(result).toMatchObject({ durationSeconds: 4, width: WIDTH, height: HEIGHT, frames: 120 });
    const described = await run(ffmpegPath(), ["-hide_banner", "-i", output]).catch((error: { stderr: string }) => error);
    expect(described.stderr).toMatch(/Duration: 00:00:04\.0/);
    expect(described.stderr).toMatch(/Video: h264 .*270x480/);
    // Converted and tagged BT.709, so players do not guess the colour matrix.
    // ffmpeg 5 adds the scan type ("yuv420p(tv, bt709, progressive)"), the 2018 build does not.
    expect(described.stderr).toMatch(/Video: h264 .*yuv420p\(tv, bt709[,)]/);
    expect(described.stderr).toMatch(/Audio: aac .*stereo/);

    expect(near(await centreColour(output, 15), [185, 28, 28])).toBe(true); // the title scene's red
    expect(near(await centreColour(output, 45), [255, 165, 0])).toBe(true); // the photo
    expect(near(await centreColour(output, 75), [0, 255, 0])).toBe(true); // the clip's first second
    expect(near(await centreColour(output, 105), [255, 0, 255])).toBe(true); // the clip's second second
  });
});
