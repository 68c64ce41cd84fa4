import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";
import { contentSchema, type Layout } from "@framewise/scene";
import { SAMPLE_SLOTS, STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { describe, expect, it } from "vitest";
import { renderVideo } from "../src/platform/render-engine/render-video.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

const run = promisify(execFile);
const WIDTH = 270;
const HEIGHT = 480;

/** The MP4's first decoded frame as RGBA: the picture most platforms show as the video's thumbnail. */
async function firstFrame(file: string): Promise<Buffer> {
  const { stdout } = await run(ffmpegPath(), ["-v", "error", "-i", file, "-vframes", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"], {
    encoding: "buffer",
    maxBuffer: WIDTH * HEIGHT * 8,
  });
  return stdout;
}

/** The share of pixels that differ noticeably between two RGBA pictures. */
function changedShare(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 4)
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 24) changed++;
  return changed / (a.length / 4);
}

describe("a rendered MP4's first frame", () => {
  const temp = useTempFolder("first-frame");

  it("shows the opening title composed, not the template's bare background, when the video opens composed as new ones do", async () => {
    const template = STARTER_TEMPLATES[0]!;
    const title = STARTER_LAYOUTS.find((layout) => layout.id === "title")!;
    const { logo: _logo, ...words } = SAMPLE_SLOTS.title!;
    const video = (layout: Layout) => ({
      content: contentSchema.parse({
        version: 1,
        title: "First frame",
        aspectRatio: "9:16",
        templateId: template.id,
        opening: "composed",
        scenes: [{ id: "opening", layoutId: layout.id, slots: words, duration: 3 }],
      }),
      template,
      layouts: { [layout.id]: layout },
      scale: 0.25,
    });
    const folder = temp();
    const titled = path.join(folder, "title.mp4");
    const bare = path.join(folder, "bare.mp4");
    await renderVideo({ ...video(title), outputPath: titled, onCallingThread: true });
    // The same video with the layout's elements taken away: its first frame is the background alone.
    await renderVideo({ ...video({ ...title, elements: [] }), outputPath: bare, onCallingThread: true });

    const [first, background] = await Promise.all([firstFrame(titled), firstFrame(bare)]);
    expect(first.length).toBe(WIDTH * HEIGHT * 4);
    expect(changedShare(first, background)).toBeGreaterThan(0.03);
  });

  it("continues frame 0 on frame 1: the opening never cuts from the finished title to an empty card, and pushes in", async () => {
    const template = STARTER_TEMPLATES[0]!;
    const title = STARTER_LAYOUTS.find((layout) => layout.id === "title")!;
    const { logo: _logo, ...words } = SAMPLE_SLOTS.title!;
    const file = path.join(temp(), "opening.mp4");
    const content = contentSchema.parse({
      version: 1,
      title: "Opening",
      aspectRatio: "9:16",
      templateId: template.id,
      opening: "composed",
      scenes: [{ id: "opening", layoutId: title.id, slots: words, duration: 3 }],
    });
    await renderVideo({ content, template, layouts: { title }, scale: 0.25, outputPath: file, onCallingThread: true });
    const select = ["-vf", "select='lt(n,4)+eq(n,85)'", "-vsync", "0"];
    const { stdout } = await run(ffmpegPath(), ["-v", "error", "-i", file, ...select, "-f", "rawvideo", "-pix_fmt", "rgba", "-"], {
      encoding: "buffer",
      maxBuffer: WIDTH * HEIGHT * 24,
    });
    const frames = [0, 1, 2, 3, 4].map((index) => stdout.subarray(index * WIDTH * HEIGHT * 4, (index + 1) * WIDTH * HEIGHT * 4));
    for (let index = 1; index < 4; index++) expect(changedShare(frames[index - 1]!, frames[index]!)).toBeLessThan(0.02);
    // Still it moves: pushed in slowly, the scene near its end is not frame 0.
    expect(changedShare(frames[0]!, frames[4]!)).toBeGreaterThan(0.01);
  });
});
