import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { text as readText } from "node:stream/consumers";
import { listUserAssets } from "../../workspace/assets/asset-queries.ts";
import { assetFolder } from "../../workspace/assets/asset-files.ts";
import { updateAsset } from "../../workspace/assets/update-asset.ts";
import { uploadAsset, type UploadDeps } from "../../workspace/assets/upload-asset.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { SpeechEngine } from "./speech-engine.ts";
import { timeWords, type WordTimings } from "./time-words.ts";
import { voiceForScript } from "./voice-for-script.ts";
import { VOICEOVER_TAG, voiceoverTag } from "./voice-key.ts";

export interface VoiceDeps {
  upload: UploadDeps;
  speech: SpeechEngine;
  timeoutMs: number;
}

/** A scene's generated voiceover, as its `voiceover` fields take it. */
export interface GeneratedVoiceover extends WordTimings {
  src: string;
  voice: string;
}

/** The word timings (`WordTimings` as JSON) beside the recording, so a cached voiceover keeps them. */
const wordsKey = (userId: string, assetId: string) => `${assetFolder(userId, assetId)}words.json`;

/** What the library calls the recording: the script's opening words. */
function recordingName(text: string, extension: string) {
  const opening = text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text;
  return `Voiceover – ${opening.replace(/[/\\]/g, " ")}.${extension}`;
}

/**
 * Speaks `text` in `voice` (when unset, the engine's default or its voice of the script's language) and keeps the recording in the
 * user's asset library. A recording of the same words, voice, model and provider already there
 * is used again instead: a script is sent to the provider once, until it changes.
 */
export async function synthesizeVoiceover(
  deps: VoiceDeps,
  userId: string,
  script: { text: string; voice?: string },
): Promise<GeneratedVoiceover> {
  const { speech, upload } = deps;
  const text = script.text.trim();
  const voice = script.voice ?? (await voiceForScript(speech, text));
  if (script.voice && !(await speech.listVoices()).some((each) => each.id === script.voice))
    throw new DomainError("invalid", "invalid_request", "That voice is not offered by the speech provider.", { voice: "Unknown voice." });
  const tag = voiceoverTag({ provider: speech.provider, model: speech.model, voice, text });
  const [cached] = (await listUserAssets(upload.db, userId, { tag, kind: ["audio"], sort: "newest" }, { offset: 0, limit: 1 })).filter(
    (row) => row.status !== "failed",
  );
  if (cached) return { src: `asset:${cached.id}`, voice, ...(await storedTimings(upload, userId, cached.id)) };

  const spoken = await speakOrExplain(deps, text, voice);
  await mkdir(upload.uploadsDir, { recursive: true });
  const file = path.join(upload.uploadsDir, `${randomUUID()}.${spoken.extension}`);
  try {
    await writeFile(file, spoken.audio);
    const timings = await timeWords(text, spoken, file);
    const row = await uploadAsset(upload, userId, {
      fileName: recordingName(text, spoken.extension),
      declaredType: spoken.mimeType,
      stream: createReadStream(file),
      expectedKind: "audio",
    });
    await updateAsset(upload.db, userId, row.id, { tags: [VOICEOVER_TAG, tag] });
    if (timings.wordStarts) {
      await writeFile(file, JSON.stringify(timings));
      await upload.storage.putFile(wordsKey(userId, row.id), file, "application/json");
    }
    return { src: `asset:${row.id}`, voice, ...timings };
  } finally {
    await rm(file, { force: true });
  }
}

/** A provider that fails or times out is the request's dead end (422, said plainly), not a server error. */
export async function speakOrExplain(deps: Pick<VoiceDeps, "speech" | "timeoutMs">, text: string, voice: string) {
  try {
    return await deps.speech.speak(text, voice, AbortSignal.timeout(deps.timeoutMs));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DomainError("unprocessable", "speech_failed", `${deps.speech.label} could not speak this: ${reason.slice(0, 300)}`);
  }
}

async function storedTimings(upload: UploadDeps, userId: string, assetId: string): Promise<WordTimings> {
  const stored = await upload.storage.read(wordsKey(userId, assetId));
  if (!stored) return { timing: "estimated" };
  const kept = JSON.parse(await readText(stored.stream)) as WordTimings | number[];
  // Recordings kept before alignment stored the provider's timings alone.
  return Array.isArray(kept) ? { timing: "provider", wordStarts: kept } : kept;
}
