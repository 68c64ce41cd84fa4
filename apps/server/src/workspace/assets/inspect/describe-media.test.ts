import { describe, expect, it } from "vitest";
import { checkMedia, inWords } from "./check-media.ts";
import { parseDescription } from "./describe-media.ts";
import { MediaError } from "./media-error.ts";

/** ffmpeg 4 (the bundled build): streams indented 4, a phone video's rotation as a tag and side data. */
const FFMPEG_4_PHONE = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'file:/tmp/phone.mp4':
  Metadata:
    major_brand     : isom
    Stream #0:7: Audio: fake (a metadata key shaped like a stream)
    Duration: 99:00:00.00, start: 0 (and one shaped like a duration)
  Duration: 00:00:02.02, start: 0.000000, bitrate: 123 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080 [SAR 1:1 DAR 16:9], 100 kb/s, 25 fps, 25 tbr, 12800 tbn, 50 tbc (default)
    Metadata:
      rotate          : 90
      handler_name    : VideoHandler
    Side data:
      displaymatrix: rotation of -90.00 degrees
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 69 kb/s (default)
    Metadata:
      handler_name    : SoundHandler
      Stream #0:2: Video: fake (a stream's metadata key)
At least one output file must be specified
`;

/** ffmpeg 7: stream ids in brackets, streams indented 2, a cover picture in an MP3. */
const FFMPEG_7_SONG = `[mp3 @ 0x5581] Estimating duration from bitrate, this may be inaccurate
Input #0, mp3, from 'file:/tmp/song.mp3':
  Metadata:
    title           : Song
  Duration: 00:03:25.46, start: 0.025057, bitrate: 320 kb/s
  Stream #0:0: Audio: mp3 (mp3float), 44100 Hz, stereo, fltp, 320 kb/s
      Metadata:
        encoder         : LAME3.100
  Stream #0:1[0x2]: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 600x600 [SAR 1:1 DAR 1:1], 90k tbr, 90k tbn (attached pic)
      Metadata:
        comment         : Cover (front)
At least one output file must be specified
`;

const limits = { maxSeconds: 600, maxStreams: 8 };

describe("parseDescription", () => {
  it("reads length, codecs and the upright size, believing only the real layout", () => {
    expect(parseDescription(FFMPEG_4_PHONE)).toEqual({
      durationSeconds: 2.02,
      streams: [
        { type: "video", codec: "h264", width: 1080, height: 1920, attachedPicture: false },
        { type: "audio", codec: "aac", attachedPicture: false },
      ],
    });
  });

  it("tells a cover picture from a video", () => {
    const description = parseDescription(FFMPEG_7_SONG)!;
    expect(description.durationSeconds).toBeCloseTo(205.46);
    expect(description.streams.map((s) => [s.type, s.codec, s.attachedPicture])).toEqual([
      ["audio", "mp3", false],
      ["video", "mjpeg", true],
    ]);
    expect(checkMedia(description, "audio", limits).main.codec).toBe("mp3");
    expect(() => checkMedia(description, "video", limits)).toThrow(/no picture/);
  });

  it("answers null when ffmpeg opened nothing, and no length when the file gives none", () => {
    expect(parseDescription("file:/tmp/x.mp4: Invalid data found when processing input\n")).toBeNull();
    const unknownLength = FFMPEG_7_SONG.replace("Duration: 00:03:25.46", "Duration: N/A");
    expect(parseDescription(unknownLength)!.durationSeconds).toBeNull();
    expect(() => checkMedia(parseDescription(unknownLength)!, "audio", limits)).toThrow(MediaError);
  });
});

describe("checkMedia", () => {
  const video = parseDescription(FFMPEG_4_PHONE)!;
  const code = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as MediaError).code;
    }
  };

  it("holds files to the length and stream limits", () => {
    expect(checkMedia(video, "video", limits)).toMatchObject({ durationSeconds: 2.02, main: { codec: "h264" } });
    expect(code(() => checkMedia(video, "video", { maxSeconds: 2, maxStreams: 8 }))).toBe("too_long");
    expect(() => checkMedia(video, "video", { maxSeconds: 2, maxStreams: 8 })).toThrow("This video is 2.1 s long; the limit is 2 s.");
    expect(() => checkMedia(video, "video", { maxSeconds: 1, maxStreams: 8 })).toThrow("This video is 2 s long; the limit is 1 s.");
    expect(code(() => checkMedia(video, "video", { maxSeconds: 600, maxStreams: 1 }))).toBe("too_many_streams");
  });

  it("wants a decodable stream of the file's kind", () => {
    const unknownCodec = { ...video, streams: [{ ...video.streams[0]!, codec: "none" }] };
    expect(code(() => checkMedia(unknownCodec, "video", limits))).toBe("unsupported_type");
    expect(code(() => checkMedia({ ...video, streams: [video.streams[0]!] }, "audio", limits))).toBe("unsupported_type");
  });

  it("says lengths in words", () => {
    expect([inWords(42), inWords(605), inWords(600), inWords(3720), inWords(7200)]).toEqual([
      "42 s",
      "10 min 5 s",
      "10 min",
      "1 h 2 min",
      "2 h",
    ]);
  });
});
