import type { Content, MediaLengths, Timeline } from "@framewise/scene";

/** About 10 dB down: the music's level while a voiceover speaks. */
export const DUCKED_GAIN = 0.3162;

export interface AudioPlan {
  duration: number;
  music?: { file: string; volume: number; fadeIn: number; fadeOut: number; duck: boolean };
  voices: { file: string; start: number; end: number; volume: number }[];
}

export class MissingMediaError extends Error {
  constructor(what: string, source: string) {
    super(`The ${what} ${source} is missing: it was not fetched before rendering.`);
    this.name = "MissingMediaError";
  }
}

/** Which sound plays when: the music bed over the whole video, each voiceover from its scene's start. */
export function planAudio(content: Content, line: Timeline, files: Record<string, string>, media: MediaLengths = {}): AudioPlan {
  const plan: AudioPlan = { duration: line.duration, voices: [] };
  const soundtrack = content.soundtrack;
  if (soundtrack) {
    const file = files[soundtrack.src];
    if (!file) throw new MissingMediaError("soundtrack", soundtrack.src);
    plan.music = { file, volume: soundtrack.volume, fadeIn: soundtrack.fadeIn, fadeOut: soundtrack.fadeOut, duck: soundtrack.duckUnderVoice };
  }
  content.scenes.forEach((scene, index) => {
    const src = scene.voiceover?.src;
    if (!src) return;
    const file = files[src];
    if (!file) throw new MissingMediaError("voiceover", src);
    const entry = line.scenes[index]!;
    const length = media.voiceover?.[scene.id] ?? entry.duration;
    plan.voices.push({ file, start: entry.start, end: Math.min(entry.start + length, line.duration), volume: scene.voiceover!.volume });
  });
  return plan;
}

const seconds = (value: number) => value.toFixed(3);
const STEREO = "aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo";

/**
 * The ffmpeg filter graph for a plan whose inputs are numbered from `firstInput` (music first,
 * then the voices). Sources are summed exactly (amerge + pan), not averaged as amix would.
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
    if (duck && plan.voices.length) {
      const speaking = plan.voices.map((voice) => `between(t,${seconds(voice.start)},${seconds(voice.end)})`).join("+");
      filters.push(`volume='if(${speaking},${DUCKED_GAIN},1)':eval=frame`);
    }
    chains.push(`[${input++}:a]${filters.join(",")}[music]`);
    labels.push("[music]");
  }
  plan.voices.forEach((voice, index) => {
    const delay = Math.round(voice.start * 1000);
    chains.push(`[${input++}:a]${STEREO},volume=${voice.volume},adelay=${delay}|${delay}[voice${index}]`);
    labels.push(`[voice${index}]`);
  });
  if (!labels.length) return undefined;
  const trim = `apad,atrim=0:${seconds(plan.duration)}[mix]`;
  if (labels.length === 1) chains.push(`${labels[0]}${trim}`);
  else {
    const left = labels.map((_, i) => `c${2 * i}`).join("+");
    const right = labels.map((_, i) => `c${2 * i + 1}`).join("+");
    chains.push(`${labels.join("")}amerge=inputs=${labels.length},pan=stereo|c0=${left}|c1=${right},${trim}`);
  }
  return { graph: chains.join(";"), output: "[mix]" };
}

/** ffmpeg arguments for the plan's inputs: the music loops for as long as the video needs. */
export function audioInputArguments(plan: AudioPlan): string[] {
  // Each input gets its own whitelist: ffmpeg applies input options to the next input only.
  const input = (file: string) => ["-protocol_whitelist", "file", "-i", file];
  return [...(plan.music ? ["-stream_loop", "-1", ...input(plan.music.file)] : []), ...plan.voices.flatMap((voice) => input(voice.file))];
}
