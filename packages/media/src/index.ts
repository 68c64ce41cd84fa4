export { ffmpegPath } from "./ffmpeg-path.ts";
export { probeDuration, probeMediaLengths, probeVideo } from "./probe.ts";
export { ClipDecoder } from "./clip-decoder.ts";
