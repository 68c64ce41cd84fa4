/**
 * The demuxers an uploaded file may be opened with: MP4/MOV/M4A, Matroska/WebM, MP3, WAV, Ogg.
 * Sniffing already matched the content to one of these, but ffmpeg probes on its own; the list
 * makes sure it never picks a playlist or concat demuxer (HLS, ffconcat), which open other files.
 */
const DEMUXERS = "mov,mp4,m4a,matroska,webm,mp3,wav,ogg";

/**
 * The arguments that open an uploaded file as ffmpeg's input, safely: never reading standard
 * input, only the local file protocol (a file may name URLs inside it), only our demuxers, and the
 * path behind an explicit `file:` so no part of it is read as a protocol or an option.
 */
export function safeInput(file: string, before: string[] = []): string[] {
  return ["-nostdin", "-hide_banner", "-protocol_whitelist", "file", "-format_whitelist", DEMUXERS, ...before, "-i", `file:${file}`];
}

/** How long any one ffmpeg run on an upload may take before it is stopped (a hostile file may stall). */
export const FFMPEG_TIMEOUT_MS = 120_000;
