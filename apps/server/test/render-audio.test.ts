import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { contentSchema, layoutSchema, timeline } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { audioFilterGraph, DUCKED_GAIN, MissingMediaError, planAudio } from "../src/platform/render-engine/audio-mix.ts";
import { ffmpegPath } from "@framewise/media";
import { renderVideo } from "../src/platform/render-engine/render-video.ts";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

const run = promisify(execFile);
const SAMPLE_RATE = 48_000;

/** A stereo sine tone as a WAV file, made by ffmpeg. */
async function tone(file: string, frequency: number, seconds: number) {
  await run(ffmpegPath(), [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${frequency}:duration=${seconds}:sample_rate=${SAMPLE_RATE}`,
    "-ac",
    "2",
    "-y",
    file,
  ]);
}

/** The amplitude of one frequency in a stretch of samples (Goertzel). */
function amplitudeAt(samples: Float32Array, frequency: number, from: number, to: number): number {
  const start = Math.round(from * SAMPLE_RATE);
  const end = Math.round(to * SAMPLE_RATE);
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
  let previous = 0;
  let beforePrevious = 0;
  for (let i = start; i < end; i++) {
    const current = samples[i]! + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power = previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
  return (2 * Math.sqrt(power)) / (end - start);
}

/** Scenes of 1 s, a voiced scene following its voiceover (plus 0.3 s), and a last scene of 1 s. */
function documentWithSound(soundtrack: Record<string, unknown> = {}) {
  const { content, template, layouts } = renderBundle();
  const withSound = contentSchema.parse({
    ...content,
    soundtrack: { src: "asset:music", volume: 0.5, fadeIn: 0, fadeOut: 0, duckUnderVoice: true, ...soundtrack },
    scenes: [
      content.scenes[0],
      {
        ...content.scenes[1],
        duration: { follow: "voiceover", padding: 0.3, min: 1, max: 10 },
        voiceover: { text: "Hello there.", src: "asset:voice" },
      },
      { ...content.scenes[0], id: "last" },
    ],
  });
  return { content: withSound, template, layouts };
}

/** Renders `content` with a 220 Hz music tone and a 1760 Hz voice tone; the mono samples of its sound. */
async function renderedSound(folder: string, content: ReturnType<typeof documentWithSound>["content"], voiceSeconds = 1.2) {
  await tone(path.join(folder, "music.wav"), 220, 6);
  await tone(path.join(folder, "voice.wav"), 1760, voiceSeconds);
  const { template, layouts } = documentWithSound();
  const output = path.join(folder, "with-sound.mp4");
  const result = await renderVideo({
    content,
    template,
    layouts,
    scale: 0.25,
    outputPath: output,
    files: { audio: { "asset:music": path.join(folder, "music.wav"), "asset:voice": path.join(folder, "voice.wav") } },
  });
  const { stdout } = await run(
    ffmpegPath(),
    ["-v", "error", "-i", output, "-vn", "-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "f32le", "-"],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  return { result, output, samples: new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4) };
}

const decibels = (ratio: number) => 20 * Math.log10(ratio);

describe("audio in renders", () => {
  const temp = useTempFolder("audio");

  it("mixes the music bed and a voiceover, times the scene to the voice, ducks the music about 10 dB under it and brings it back after", async () => {
    const { content } = documentWithSound();
    const { result, output, samples } = await renderedSound(temp(), content);
    // Scene 1 lasts 1 s; scene 2 follows its 1.2 s voiceover plus 0.3 s; scene 3 lasts 1 s.
    expect(result.durationSeconds).toBe(3.5);

    const described = await run(ffmpegPath(), ["-hide_banner", "-i", output]).catch((error: { stderr: string }) => error);
    expect(described.stderr).toMatch(/Audio: aac/);
    expect(described.stderr).toMatch(/Duration: 00:00:03\.5/);

    const musicAlone = amplitudeAt(samples, 220, 0.2, 0.8);
    const drop = decibels(amplitudeAt(samples, 220, 1.3, 2.0) / musicAlone);
    expect(drop).toBeGreaterThan(-11.5);
    expect(drop).toBeLessThan(-8.5);
    // The voice ends at 2.2 s; the music is back to its level after the ramp, to the very end.
    expect(Math.abs(decibels(amplitudeAt(samples, 220, 2.5, 3.0) / musicAlone))).toBeLessThan(1);
    expect(Math.abs(decibels(amplitudeAt(samples, 220, 3.1, 3.45) / musicAlone))).toBeLessThan(1);
    // ffmpeg's sine source has amplitude 1/8; the voice plays at full volume, only while it speaks.
    expect(amplitudeAt(samples, 1760, 1.3, 2.0)).toBeCloseTo(0.125, 1);
    expect(amplitudeAt(samples, 1760, 0.2, 0.8)).toBeLessThan(0.01);
    expect(amplitudeAt(samples, 1760, 2.5, 3.0)).toBeLessThan(0.01);
  });

  it("ramps the ducking instead of stepping it (a step clicks)", async () => {
    const { content } = documentWithSound();
    const { samples } = await renderedSound(temp(), content);
    const musicAlone = amplitudeAt(samples, 220, 0.2, 0.8);
    // Halfway down the ramp that ends as the voice starts at 1 s.
    const midRamp = decibels(amplitudeAt(samples, 220, 0.905, 0.945) / musicAlone);
    expect(midRamp).toBeLessThan(-1.5);
    expect(midRamp).toBeGreaterThan(-8);
  });

  it("fades the music in at the start and out at the end", async () => {
    const { content } = documentWithSound({ fadeIn: 0.8, fadeOut: 0.8, duckUnderVoice: false });
    const { samples } = await renderedSound(temp(), content);
    const full = amplitudeAt(samples, 220, 2.3, 2.6);
    expect(amplitudeAt(samples, 220, 0, 0.1) / full).toBeLessThan(0.15);
    expect(amplitudeAt(samples, 220, 0.35, 0.45) / full).toBeGreaterThan(0.35);
    expect(amplitudeAt(samples, 220, 0.35, 0.45) / full).toBeLessThan(0.65);
    expect(amplitudeAt(samples, 220, 3.4, 3.5) / full).toBeLessThan(0.15);
  });

  it("cuts a voiceover longer than its fixed-length scene at the scene's end, so the next scene stays clear", async () => {
    const base = documentWithSound();
    const content = contentSchema.parse({
      ...base.content,
      scenes: base.content.scenes.map((scene) => (scene.id === "blue" ? { ...scene, duration: 1 } : scene)),
    });
    const { result, samples } = await renderedSound(temp(), content, 3);
    expect(result.durationSeconds).toBe(3);
    expect(amplitudeAt(samples, 1760, 1.2, 1.8)).toBeCloseTo(0.125, 1);
    expect(amplitudeAt(samples, 1760, 2.1, 2.9)).toBeLessThan(0.01);
  });

  it("plays an unmuted clip's own sound while the clip shows, looping with its picture; a muted clip stays silent", async () => {
    const folder = temp();
    const clip = path.join(folder, "clip.mp4");
    // A 0.6 s clip whose sound is an 880 Hz tone.
    await run(ffmpegPath(), [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=160x120:rate=30:duration=0.6",
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=880:duration=0.6:sample_rate=${SAMPLE_RATE}`,
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      "-y",
      clip,
    ]);
    const { content, template, layouts } = renderBundle();
    const clipLayout = (id: string, muted: boolean) =>
      layoutSchema.parse({
        id,
        name: id,
        slots: [{ name: "video", kind: "video", label: "Clip" }],
        elements: [{ id: "clip", type: "video", slot: "video", box: { x: 0, y: 0, width: 1, height: 1 }, loop: true, muted }],
      });
    const withClips = contentSchema.parse({
      ...content,
      scenes: [
        content.scenes[0],
        { id: "loud", layoutId: "loud", slots: { video: { src: "asset:clip" } }, duration: 1.5 },
        { id: "quiet", layoutId: "quiet", slots: { video: { src: "asset:clip" } }, duration: 1 },
      ],
    });
    const output = path.join(folder, "clips.mp4");
    await renderVideo({
      content: withClips,
      template,
      layouts: { ...layouts, loud: clipLayout("loud", false), quiet: clipLayout("quiet", true) },
      scale: 0.25,
      outputPath: output,
      files: { videos: { "asset:clip": clip } },
    });
    const { stdout } = await run(
      ffmpegPath(),
      ["-v", "error", "-i", output, "-vn", "-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "f32le", "-"],
      { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
    );
    const samples = new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
    expect(amplitudeAt(samples, 880, 0.2, 0.8)).toBeLessThan(0.01);
    expect(amplitudeAt(samples, 880, 1.1, 1.5)).toBeGreaterThan(0.08);
    // Past the clip's 0.6 s: its second time round.
    expect(amplitudeAt(samples, 880, 1.7, 2.1)).toBeGreaterThan(0.08);
    expect(amplitudeAt(samples, 880, 2.7, 3.3)).toBeLessThan(0.01);
  });

  it("fails fast, naming the missing sound, before drawing a frame", async () => {
    const { content, template, layouts } = documentWithSound();
    let drawn = 0;
    const rendering = renderVideo({
      content,
      template,
      layouts,
      scale: 0.25,
      outputPath: path.join(temp(), "x.mp4"),
      media: { voiceover: { blue: 1 } },
      onProgress: () => drawn++,
    });
    await expect(rendering).rejects.toThrow(new MissingMediaError("soundtrack", "asset:music"));
    expect(drawn).toBe(0);
  });
});

describe("the audio plan", () => {
  it("ducks the music exactly while voices speak and sums the sources", () => {
    const { content } = documentWithSound();
    const line = timeline(content, { voiceover: { blue: 1.2 } });
    const plan = planAudio(content, line, { "asset:music": "/m.wav", "asset:voice": "/v.wav" }, { voiceover: { blue: 1.2 } });
    expect(plan.clips).toEqual([]);
    expect(plan.voices).toEqual([{ file: "/v.wav", start: 1, end: 2.2, volume: 1, cut: false }]);
    const { graph } = audioFilterGraph(plan)!;
    expect(graph).toContain(`volume='1-${(1 - DUCKED_GAIN).toFixed(3)}*clip(min((t-(0.850))/0.15,(2.350-t)/0.15),0,1)':eval=frame`);
    expect(graph).toContain("adelay=1000|1000,apad[voice0]");
    expect(graph).toContain("amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3");
    expect(graph).toMatch(/atrim=0:3\.500\[mix\]$/);
  });

  it("has nothing to mix for a silent video", () => {
    const { content } = renderBundle();
    expect(audioFilterGraph(planAudio(content, timeline(content), {}))).toBeUndefined();
  });
});
