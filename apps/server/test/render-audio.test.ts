import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { contentSchema, timeline } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { audioFilterGraph, DUCKED_GAIN, MissingMediaError, planAudio } from "../src/render/audio-mix.ts";
import { ffmpegPath } from "../src/render/ffmpeg-path.ts";
import { renderVideo } from "../src/render/render-video.ts";
import { renderBundle } from "./fixtures/render-bundle.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

const run = promisify(execFile);
const SAMPLE_RATE = 48_000;

/** A stereo sine tone as a WAV file, made by ffmpeg. */
async function tone(file: string, frequency: number, seconds: number) {
  await run(ffmpegPath(), ["-v", "error", "-f", "lavfi", "-i", `sine=frequency=${frequency}:duration=${seconds}:sample_rate=${SAMPLE_RATE}`, "-ac", "2", "-y", file]);
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

function documentWithSound() {
  const { content, template, layouts } = renderBundle();
  const withSound = contentSchema.parse({
    ...content,
    soundtrack: { src: "asset:music", volume: 0.5, fadeIn: 0, fadeOut: 0, duckUnderVoice: true },
    scenes: [content.scenes[0], { ...content.scenes[1], duration: { follow: "voiceover", padding: 0.3, min: 1, max: 10 }, voiceover: { text: "Hello there.", src: "asset:voice" } }],
  });
  return { content: withSound, template, layouts };
}

describe("audio in renders", () => {
  const temp = useTempFolder("audio");

  it("mixes the music bed and a voiceover, times the scene to the voice, and ducks the music about 10 dB under it", async () => {
    const folder = temp();
    await tone(path.join(folder, "music.wav"), 220, 6);
    await tone(path.join(folder, "voice.wav"), 1760, 1.2);
    const { content, template, layouts } = documentWithSound();
    const output = path.join(folder, "with-sound.mp4");
    const result = await renderVideo({
      content,
      template,
      layouts,
      scale: 0.25,
      outputPath: output,
      files: { audio: { "asset:music": path.join(folder, "music.wav"), "asset:voice": path.join(folder, "voice.wav") } },
    });
    // Scene 1 lasts 1 s; scene 2 follows its 1.2 s voiceover plus 0.3 s.
    expect(result.durationSeconds).toBe(2.5);

    const described = await run(ffmpegPath(), ["-hide_banner", "-i", output]).catch((error: { stderr: string }) => error);
    expect(described.stderr).toMatch(/Audio: aac/);
    expect(described.stderr).toMatch(/Duration: 00:00:02\.5/);

    const { stdout } = await run(ffmpegPath(), ["-v", "error", "-i", output, "-vn", "-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "f32le", "-"], { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 });
    const samples = new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
    const musicAlone = amplitudeAt(samples, 220, 0.2, 0.8);
    const musicUnderVoice = amplitudeAt(samples, 220, 1.3, 2.0);
    const drop = 20 * Math.log10(musicUnderVoice / musicAlone);
    expect(drop).toBeGreaterThan(-11.5);
    expect(drop).toBeLessThan(-8.5);
    // ffmpeg's sine source has amplitude 1/8; the voice plays at full volume.
    expect(amplitudeAt(samples, 1760, 1.3, 2.0)).toBeCloseTo(0.125, 1);
    expect(amplitudeAt(samples, 1760, 0.2, 0.8)).toBeLessThan(0.01);
  });

  it("fails fast, naming the missing sound, before drawing a frame", async () => {
    const { content, template, layouts } = documentWithSound();
    let drawn = 0;
    const rendering = renderVideo({ content, template, layouts, scale: 0.25, outputPath: path.join(temp(), "x.mp4"), media: { voiceover: { blue: 1 } }, onProgress: () => drawn++ });
    await expect(rendering).rejects.toThrow(new MissingMediaError("soundtrack", "asset:music"));
    expect(drawn).toBe(0);
  });
});

describe("the audio plan", () => {
  it("ducks the music exactly while voices speak and sums the sources", () => {
    const { content } = documentWithSound();
    const line = timeline(content, { voiceover: { blue: 1.2 } });
    const plan = planAudio(content, line, { "asset:music": "/m.wav", "asset:voice": "/v.wav" }, { voiceover: { blue: 1.2 } });
    expect(plan.voices).toEqual([{ file: "/v.wav", start: 1, end: 2.2, volume: 1 }]);
    const { graph } = audioFilterGraph(plan)!;
    expect(graph).toContain(`volume='if(between(t,1.000,2.200),${DUCKED_GAIN},1)':eval=frame`);
    expect(graph).toContain("adelay=1000|1000");
    expect(graph).toContain("amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3");
    expect(graph).toMatch(/atrim=0:2\.500\[mix\]$/);
  });

  it("has nothing to mix for a silent video", () => {
    const { content } = renderBundle();
    expect(audioFilterGraph(planAudio(content, timeline(content), {}))).toBeUndefined();
  });
});
