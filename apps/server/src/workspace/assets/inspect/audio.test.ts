import { beforeAll, describe, expect, it } from "vitest";
import { useTempFolder } from "../../../../test/helpers/temp-folder.ts";
import { inspectAudio } from "./audio.ts";
import { ffmpegFixture, fixture, h264, refusal, testPicture } from "./test-fixtures.ts";

const folder = useTempFolder("audio");
const limits = { maxSeconds: 600, maxStreams: 8 };
/** One second of a loud 440 Hz tone (amplitude 0.5), then one second of silence. */
const toneThenSilence = ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=1,volume=4,apad=whole_len=88200"];

const files: Record<string, string> = {};
beforeAll(async () => {
  const dir = folder();
  const made = await Promise.all([
    ffmpegFixture(dir, "half.mp3", [...toneThenSilence, "-c:a", "libmp3lame"]),
    ffmpegFixture(dir, "half.wav", [...toneThenSilence]),
    ffmpegFixture(dir, "half.m4a", [...toneThenSilence, "-c:a", "aac"]),
    ffmpegFixture(dir, "half.ogg", [...toneThenSilence, "-c:a", "libvorbis"]),
    ffmpegFixture(dir, "picture.mp4", [...testPicture(0.2), ...h264]),
  ]);
  for (const file of made) files[file.slice(dir.length + 1)] = file;
});

describe("inspectAudio", () => {
  it.each([
    ["half.mp3", "mp3"],
    ["half.wav", "pcm_s16le"],
    ["half.m4a", "aac"],
    ["half.ogg", "vorbis"],
  ])("reads %s: length, codec %s, and peaks loud then silent", async (name, codec) => {
    const facts = await inspectAudio(files[name]!, limits);
    expect(facts.audioCodec).toBe(codec);
    expect(facts.durationSeconds).toBeGreaterThan(1.95);
    expect(facts.durationSeconds).toBeLessThan(2.1);
    const { peaks } = facts;
    expect(peaks).toHaveLength(1000);
    expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    // Away from the edges (encoders' padding and the tone's end): loud, then silent.
    const loud = peaks.slice(Math.round(peaks.length * 0.05), Math.round(peaks.length * 0.45));
    const quiet = peaks.slice(Math.round(peaks.length * 0.55), Math.round(peaks.length * 0.95));
    expect(Math.min(...loud)).toBeGreaterThan(0.4);
    expect(Math.max(...loud)).toBeLessThan(0.6);
    expect(Math.max(...quiet)).toBeLessThan(0.01);
  });

  it("refuses a sound past the length or stream limits", async () => {
    expect((await refusal(inspectAudio(files["half.wav"]!, { ...limits, maxSeconds: 1 }))).code).toBe("too_long");
    expect((await refusal(inspectAudio(files["half.wav"]!, { ...limits, maxStreams: 0 }))).code).toBe("too_many_streams");
  });

  it("refuses a file with no sound, and a damaged one", async () => {
    expect(await refusal(inspectAudio(files["picture.mp4"]!, limits))).toMatchObject({
      code: "unsupported_type",
      message: "This sound file has no sound in it.",
    });
    const cut = await fixture(folder(), "noise.mp3", Buffer.alloc(2048, 0x41));
    expect((await refusal(inspectAudio(cut, limits))).code).toBe("damaged");
  });
});
