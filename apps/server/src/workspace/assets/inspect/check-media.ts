import type { MediaDescription, MediaStream } from "./describe-media.ts";
import { MediaError } from "./media-error.ts";

export interface MediaLimits {
  maxSeconds: number;
  /** More streams than this is not a clip or a song, and makes decoders work for nothing. */
  maxStreams: number;
}

/**
 * Holds a described file to the limits and to its kind: a video must have a picture, a sound
 * must have sound, each one we can decode. Returns the stream the asset is about and its length.
 */
export function checkMedia(
  description: MediaDescription,
  want: "video" | "audio",
  limits: MediaLimits,
): { main: MediaStream; durationSeconds: number } {
  const { durationSeconds, streams } = description;
  if (streams.length > limits.maxStreams)
    throw new MediaError(
      "too_many_streams",
      `This file has ${streams.length} streams (pictures, sounds, subtitles); at most ${limits.maxStreams} are allowed.`,
    );
  const main = streams.find((stream) => stream.type === want && !stream.attachedPicture);
  if (!main)
    throw new MediaError(
      "unsupported_type",
      want === "video"
        ? "This video file has no picture in it. A sound belongs in an .m4a, .mp3, .wav or .ogg file."
        : "This sound file has no sound in it.",
    );
  if (main.codec === "none")
    throw new MediaError("unsupported_type", `This file's ${want === "video" ? "picture" : "sound"} is in a format we cannot decode.`);
  if (want === "video" && !(main.width && main.height))
    throw new MediaError("damaged", "This video's picture size could not be read; it may be damaged.");
  // A file that does not say how long it is cannot be held to the limit before it is decoded.
  if (durationSeconds === null) throw new MediaError("damaged", "This file does not say how long it is; it may be damaged or unfinished.");
  if (durationSeconds > limits.maxSeconds)
    throw new MediaError(
      "too_long",
      `This ${want === "video" ? "video" : "sound"} is ${lengthPast(durationSeconds, limits.maxSeconds)} long; the limit is ${inWords(limits.maxSeconds)}.`,
    );
  return { main, durationSeconds };
}

/** A length past the limit in words, with tenths where whole seconds would read as within it. */
function lengthPast(seconds: number, limit: number): string {
  return Math.round(seconds) > limit ? inWords(seconds) : `${(Math.ceil(seconds * 10) / 10).toFixed(1)} s`;
}

/** "1 h 2 min", "12 min 5 s", "42 s". */
export function inWords(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return s ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}
