import type { Content, MediaLengths, Timeline } from "@framewise/scene";
import type { ClipSound } from "./clip-sounds.ts";

/** About 10 dB down: the music's level while a voiceover speaks. */
export const DUCKED_GAIN = 0.3162;
/** Seconds the music takes to go down before a voice and back up after it: a step would click. */
export const DUCK_RAMP = 0.15;
/** Seconds of fade when a voiceover runs past its scene's end and is cut there. */
const CUT_FADE = 0.08;

export interface AudioPlan {
  duration: number;
  music?: { file: string; volume: number; fadeIn: number; fadeOut: number; duck: boolean };
  /** Each voiceover from its scene's start; one longer than its scene is cut (faded) at the scene's end. */
  voices: { file: string; start: number; end: number; volume: number; cut: boolean }[];
  /** The sound of unmuted clips, as their pictures play. */
  clips: ClipSound[];
}

export class MissingMediaError extends Error {
  constructor(what: string, source: string) {
    super(`The ${what} ${source} is missing: it was not fetched before rendering.`);
    this.name = "MissingMediaError";
  }
}

/**
 * Which sound plays when: the music bed over the whole video, each voiceover from its scene's
 * start to its own end or the scene's, whichever comes first, so voices never talk over each other.
 */
export function planAudio(
  content: Content,
  line: Timeline,
  files: Record<string, string>,
  media: MediaLengths = {},
  clips: ClipSound[] = [],
): AudioPlan {
  const plan: AudioPlan = { duration: line.duration, voices: [], clips };
  const soundtrack = content.soundtrack;
  if (soundtrack) {
    const file = files[soundtrack.src];
    if (!file) throw new MissingMediaError("soundtrack", soundtrack.src);
    plan.music = {
      file,
      volume: soundtrack.volume,
      fadeIn: soundtrack.fadeIn,
      fadeOut: soundtrack.fadeOut,
      duck: soundtrack.duckUnderVoice,
    };
  }
  content.scenes.forEach((scene, index) => {
    const src = scene.voiceover?.src;
    if (!src) return;
    const file = files[src];
    if (!file) throw new MissingMediaError("voiceover", src);
    const entry = line.scenes[index]!;
    const length = media.voiceover?.[scene.id] ?? entry.duration;
    const sceneEnd = Math.min(entry.start + entry.duration, line.duration);
    plan.voices.push({
      file,
      start: entry.start,
      end: Math.min(entry.start + length, sceneEnd),
      volume: scene.voiceover!.volume,
      cut: entry.start + length > sceneEnd + 1e-3,
    });
  });
  return plan;
}

const seconds = (value: number) => value.toFixed(3);
const SAMPLE_RATE = 48_000;
const STEREO = `aformat=sample_fmts=fltp:sample_rates=${SAMPLE_RATE}:channel_layouts=stereo`;

/**
 * The music's gain at time t while voices speak: 1, ramping down to DUCKED_GAIN over DUCK_RAMP
 * before each voice and back up after it, as one ffmpeg expression.
 */
function duckingGain(voices: AudioPlan["voices"]): string {
  // Per voice, how far ducked (0..1): a trapezoid rising before its start, falling after its end.
  const depth = voices.map(
    ({ start, end }) => `clip(min((t-(${seconds(start - DUCK_RAMP)}))/${DUCK_RAMP},(${seconds(end + DUCK_RAMP)}-t)/${DUCK_RAMP}),0,1)`,
  );
  const deepest = depth.reduce((all, one) => `max(${all},${one})`);
  return `1-${seconds(1 - DUCKED_GAIN)}*${deepest}`;
}

/**
 * The ffmpeg filter graph for a plan whose inputs are numbered from `firstInput` (music first,
 * then the voices, then the clips). Sources are summed exactly (amerge + pan), not averaged as amix would; every
 * source is padded with silence without end, so one ending never stops the others (amerge stops
 * at its shortest input), and the sum is trimmed to the video's length.
 */
export function audioFilterGraph(plan: AudioPlan, firstInput = 1): { graph: string; output: string } | undefined {
  const chains: string[] = [];
  const labels: string[] = [];
  let input = firstInput;
  if (plan.music) {
    const { volume, fadeIn, fadeOut, duck } = plan.music;
    const filters = [STEREO, `volume=${volume}`];
    // No zero-length fades: afade reads d=0 as "unset" and fades over its default 44100 samples.
    if (fadeIn > 0) filters.push(`afade=t=in:st=0:d=${seconds(fadeIn)}`);
    if (fadeOut > 0) filters.push(`afade=t=out:st=${seconds(Math.max(0, plan.duration - fadeOut))}:d=${seconds(fadeOut)}`);
    // The gain is worked out once per audio frame: frames of 256 samples (5 ms) make the ramps smooth.
    if (duck && plan.voices.length) filters.push("asetnsamples=n=256", `volume='${duckingGain(plan.voices)}':eval=frame`);
    chains.push(`[${input++}:a]${filters.join(",")}[music]`);
    labels.push("[music]");
  }
  plan.voices.forEach((voice, index) => {
    const delay = Math.round(voice.start * 1000);
    const length = voice.end - voice.start;
    const cut = voice.cut
      ? `,atrim=0:${seconds(length)},afade=t=out:st=${seconds(Math.max(0, length - CUT_FADE))}:d=${seconds(CUT_FADE)}`
      : "";
    chains.push(`[${input++}:a]${STEREO},volume=${voice.volume}${cut},adelay=${delay}|${delay},apad[voice${index}]`);
    labels.push(`[voice${index}]`);
  });
  plan.clips.forEach((clip, index) => {
    const delay = Math.round(clip.start * 1000);
    const shown = clip.end - clip.start;
    // The trimmed part, from its own zero; looped as long as the picture shows, else played once.
    const part = `atrim=start=${seconds(clip.from)}:end=${seconds(clip.from + clip.length)},asetpts=PTS-STARTPTS`;
    const repeat = clip.loop ? `,aloop=loop=-1:size=${Math.round(clip.length * SAMPLE_RATE)}` : "";
    chains.push(
      `[${input++}:a]${STEREO},${part}${repeat},atrim=0:${seconds(shown)},volume=${clip.volume},adelay=${delay}|${delay},apad[clip${index}]`,
    );
    labels.push(`[clip${index}]`);
  });
  if (!labels.length) return undefined;
  const trim = `atrim=0:${seconds(plan.duration)}[mix]`;
  if (labels.length === 1) chains.push(`${labels[0]}${trim}`);
  else {
    const left = labels.map((_, i) => `c${2 * i}`).join("+");
    const right = labels.map((_, i) => `c${2 * i + 1}`).join("+");
    chains.push(`${labels.join("")}amerge=inputs=${labels.length},pan=stereo|c0=${left}|c1=${right},${trim}`);
  }
  return { graph: chains.join(";"), output: "[mix]" };
}

/** ffmpeg arguments for the plan's inputs, in the graph's order: the music loops for as long as the video needs. */
export function audioInputArguments(plan: AudioPlan): string[] {
  // Each input gets its own whitelist: ffmpeg applies input options to the next input only.
  const input = (file: string) => ["-protocol_whitelist", "file", "-i", file];
  return [
    ...(plan.music ? ["-stream_loop", "-1", ...input(plan.music.file)] : []),
    ...plan.voices.flatMap((voice) => input(voice.file)),
    ...plan.clips.flatMap((clip) => input(clip.file)),
  ];
}
