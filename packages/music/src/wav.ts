import type { StereoSound } from "./synth.ts";

/** The sound as a 16-bit PCM WAV file: what browsers play and ffmpeg reads without a codec. */
export function encodeWav(sound: StereoSound): Uint8Array {
  const frames = sound.left.length;
  const bytes = new Uint8Array(44 + frames * 4);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + frames * 4, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 2, true);
  view.setUint32(24, sound.sampleRate, true);
  view.setUint32(28, sound.sampleRate * 4, true);
  view.setUint16(32, 4, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, frames * 4, true);
  const sample = (value: number) => Math.round(Math.max(-1, Math.min(1, value)) * 32767);
  for (let frame = 0; frame < frames; frame++) {
    view.setInt16(44 + frame * 4, sample(sound.left[frame]!), true);
    view.setInt16(46 + frame * 4, sample(sound.right[frame]!), true);
  }
  return bytes;
}
