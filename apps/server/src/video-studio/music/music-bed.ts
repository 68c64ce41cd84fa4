import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";
import { composeMusic, encodeWav, renderScore, type Mood, type MusicBed, type Score } from "@framewise/music";
import { keptFile } from "../../workspace/assets/kept-file.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";

const run = promisify(execFile);

/** The tag every composed music bed carries, so the library can show and filter them. */
export const MUSIC_BED_TAG = "music";
/** Bumped when the composer changes how a mood sounds, so old beds are not reused for new ones. */
const COMPOSER_VERSION = 1;
const ENCODE_TIMEOUT_MS = 60_000;

/** The cache key of a bed: the same mood at the same length (to the millisecond) is the same music. */
const bedTag = (mood: Mood, seconds: number) => `music-${COMPOSER_VERSION}-${mood}-${Math.round(seconds * 1000)}`;

/**
 * A music bed for a mood, exactly `seconds` long, in the person's library: composed and
 * synthesised here (no service, no licence to track), encoded to AAC and kept as an audio asset
 * like an upload. The same mood and length answer the kept one.
 */
export async function composeMusicBed(upload: UploadDeps, userId: string, request: { mood: Mood; seconds: number }): Promise<MusicBed> {
  const score = composeMusic(request);
  const bed = { mood: request.mood, seconds: request.seconds, tempo: score.tempo, beatSeconds: score.beatSeconds };
  const tag = bedTag(request.mood, request.seconds);
  const src = await keptFile(upload, userId, {
    tag,
    tags: [MUSIC_BED_TAG],
    kind: "audio",
    fileName: `Music – ${request.mood}, ${Math.round(request.seconds)} s.m4a`,
    declaredType: "audio/mp4",
    bytes: () => encodedBed(tag, score, upload.uploadsDir),
  });
  return { src, ...bed };
}

/**
 * The bed's AAC file, made once per process for each mood and length: the same music for anyone
 * (no one's data is in it), so a second person or a second video of that length skips the
 * synthesis and the encode. The last few are kept.
 */
const ENCODED_KEPT = 12;
const encoded = new Map<string, Promise<Buffer>>();

function encodedBed(tag: string, score: Score, workDir: string): Promise<Buffer> {
  const kept = encoded.get(tag);
  if (kept) {
    // Most recently used last: the first is the one to let go.
    encoded.delete(tag);
    encoded.set(tag, kept);
    return kept;
  }
  const made = encode(score, workDir);
  made.catch(() => encoded.delete(tag));
  encoded.set(tag, made);
  if (encoded.size > ENCODED_KEPT) encoded.delete(encoded.keys().next().value!);
  return made;
}

async function encode(score: Score, workDir: string): Promise<Buffer> {
  const base = path.join(workDir, randomUUID());
  try {
    await writeFile(`${base}.wav`, encodeWav(renderScore(score)));
    await run(
      ffmpegPath(),
      ["-loglevel", "error", "-i", `${base}.wav`, "-c:a", "aac", "-b:a", "160k", "-movflags", "+faststart", "-y", `${base}.m4a`],
      { timeout: ENCODE_TIMEOUT_MS },
    );
    return await readFile(`${base}.m4a`);
  } finally {
    await Promise.all([rm(`${base}.wav`, { force: true }), rm(`${base}.m4a`, { force: true })]);
  }
}
