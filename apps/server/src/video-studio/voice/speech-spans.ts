/** A stretch of a recording where someone speaks, in seconds. */
export interface Span {
  start: number;
  end: number;
}

/** Quieter than this much of the recording's loud level is a pause (about -26 dB). */
const QUIET_FRACTION = 0.05;
/** Below this loudness (about -50 dBFS) is silence however quiet the whole recording is. */
const SILENCE = 0.003;
/** Silences shorter than this are a stop consonant or a breath inside speech, not a pause. */
const MIN_PAUSE_SECONDS = 0.12;
/** Sound shorter than this is a click, not speech. */
const MIN_SPEECH_SECONDS = 0.04;

/**
 * Where a recording speaks and where it pauses, from its loudness (RMS, 0..1) in frames of
 * `frameSeconds`: frames louder than a twentieth of its loud level (the 95th percentile, so a
 * few peaks do not set it) speak; pauses shorter than a stop consonant are bridged.
 */
export function speechSpans(loudness: ArrayLike<number>, frameSeconds: number): Span[] {
  const sorted = Float32Array.from(loudness).sort();
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const threshold = Math.max(SILENCE, loud * QUIET_FRACTION);
  const spans: Span[] = [];
  for (let frame = 0; frame < loudness.length; frame++) {
    if (loudness[frame]! < threshold) continue;
    const start = frame * frameSeconds;
    const last = spans.at(-1);
    if (last && start - last.end < MIN_PAUSE_SECONDS) last.end = (frame + 1) * frameSeconds;
    else spans.push({ start, end: (frame + 1) * frameSeconds });
  }
  return spans.filter((span) => span.end - span.start >= MIN_SPEECH_SECONDS);
}
