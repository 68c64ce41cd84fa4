/** Comb delays in samples at 44.1 kHz (Freeverb's tuning), the right side a little longer for width. */
const COMBS = [1116, 1188, 1277, 1356];
const ALLPASSES = [556, 441];
const STEREO_SPREAD = 23;
const FEEDBACK = 0.82;
const DAMPING = 0.3;
const WET = 0.3;

/** A damped feedback comb over the whole input, added into `output`. */
function comb(input: Float32Array, output: Float32Array, length: number) {
  const line = new Float32Array(length);
  let place = 0;
  let stored = 0;
  for (let index = 0; index < input.length; index++) {
    const delayed = line[place]!;
    stored = delayed * (1 - DAMPING) + stored * DAMPING;
    line[place] = input[index]! + stored * FEEDBACK;
    if (++place === length) place = 0;
    output[index]! += delayed;
  }
}

/** An all-pass over the whole signal, in place: it smears echoes without colouring them. */
function allpass(signal: Float32Array, length: number) {
  const line = new Float32Array(length);
  let place = 0;
  for (let index = 0; index < signal.length; index++) {
    const delayed = line[place]!;
    line[place] = signal[index]! + delayed * 0.5;
    if (++place === length) place = 0;
    signal[index] = delayed - signal[index]!;
  }
}

/** A small room (Schroeder–Moorer, as Freeverb builds it): four damped combs and two all-passes a side, in place. */
export function reverb(left: Float32Array, right: Float32Array, sampleRate: number) {
  const scale = sampleRate / 44_100;
  for (const [channel, spread] of [
    [left, 0],
    [right, STEREO_SPREAD],
  ] as const) {
    const input = channel.map((value) => value * 0.25);
    channel.fill(0);
    for (const length of COMBS) comb(input, channel, Math.round((length + spread) * scale));
    for (const length of ALLPASSES) allpass(channel, Math.round((length + spread) * scale));
    for (let index = 0; index < channel.length; index++) channel[index]! *= WET;
  }
}
