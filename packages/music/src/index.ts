export { MOOD_STYLES, type Mood } from "./moods.ts";
export { composeMusic, LONGEST_PIECE, SHORTEST_PIECE, type MusicBed, type MusicRequest, type Note, type Score } from "./compose.ts";
export { renderScore, SAMPLE_RATE, type StereoSound } from "./synth.ts";
export { encodeWav } from "./wav.ts";
