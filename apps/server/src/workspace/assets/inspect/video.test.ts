import { mkdtemp, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTempFolder } from "../../../../test/helpers/temp-folder.ts";
import { ffmpegFixture, fixture, h264, refusal, testPicture, tone, useCountingServer } from "./test-fixtures.ts";
import { inspectVideo } from "./video.ts";

const folder = useTempFolder("video");
const limits = { maxSeconds: 600, maxStreams: 8 };
const inspect = async (file: string, overrides: Partial<typeof limits> = {}) =>
  inspectVideo(file, { ...limits, ...overrides, outputDir: await mkdtemp(path.join(folder(), "out-")) });
let clip = "";
let silent = "";
let short = "";
let sound = "";
beforeAll(async () => {
  const dir = folder();
  [clip, silent, short, sound] = await Promise.all([
    ffmpegFixture(dir, "clip.mp4", [...testPicture(2), ...tone(2), ...h264, "-c:a", "aac"]),
    ffmpegFixture(dir, "silent.webm", [...testPicture(0.5, "480x270"), "-c:v", "libvpx", "-deadline", "realtime"]),
    ffmpegFixture(dir, "short.mov", [...testPicture(0.2), ...h264]),
    ffmpegFixture(dir, "sound.mp4", [...tone(1), "-c:a", "aac"]),
  ]);
});

describe("inspectVideo", () => {
  it("reads size, length and codecs, and makes a poster and its thumbnails", async () => {
    const facts = await inspect(clip);
    expect(facts).toMatchObject({ width: 320, height: 240, videoCodec: "h264", audioCodec: "aac" });
    expect(facts.durationSeconds).toBeCloseTo(2, 1);
    const poster = path.join(path.dirname(facts.thumbnails.small), "poster.png");
    expect((await stat(poster)).size).toBeGreaterThan(0);
    const sizes = await Promise.all(Object.values(facts.thumbnails).map((file) => sharp(file).metadata()));
    expect(sizes.map(({ width, height, format }) => [width, height, format])).toEqual([
      [160, 120, "webp"],
      [320, 240, "webp"],
      [320, 240, "webp"],
    ]);
  });

  it("answers a null audio codec for a video without sound", async () => {
    expect(await inspect(silent)).toMatchObject({ width: 480, height: 270, videoCodec: "vp8", audioCodec: null });
  });

  it("takes the poster halfway through a clip shorter than 2 s", async () => {
    const facts = await inspect(short);
    expect(facts.durationSeconds).toBeCloseTo(0.2, 1);
    expect(facts.thumbnails.small).toMatch(/thumb-small\.webp$/);
  });

  it("refuses a video past the length or stream limits", async () => {
    const long = await refusal(inspect(clip, { maxSeconds: 1 }));
    expect(long).toMatchObject({ code: "too_long", message: "This video is 2 s long; the limit is 1 s." });
    expect((await refusal(inspect(clip, { maxStreams: 1 }))).code).toBe("too_many_streams");
  });

  it("refuses an MP4 with no picture, and a damaged file", async () => {
    expect((await refusal(inspect(sound))).code).toBe("unsupported_type");
    const garbage = await fixture(folder(), "garbage.mp4", Buffer.concat([Buffer.from("\0\0\0\x18ftypisom"), Buffer.alloc(4096, 0x5a)]));
    expect((await refusal(inspect(garbage))).code).toBe("damaged");
  });
});

describe("never opening the network", () => {
  const { origin: serverOrigin, requests } = useCountingServer();

  it("refuses playlists and concat lists that name URLs, fetching nothing", async () => {
    const origin = serverOrigin();
    const playlist = await fixture(
      folder(),
      "playlist.mp4",
      `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${origin}/segment.ts\n#EXT-X-ENDLIST\n`,
    );
    expect((await refusal(inspect(playlist))).code).toBe("damaged");
    const concat = await fixture(folder(), "concat.mp4", `ffconcat version 1.0\nfile '${origin}/part.mp4'\n`);
    expect((await refusal(inspect(concat))).code).toBe("damaged");
    expect(requests).toEqual([]);
  });
});
