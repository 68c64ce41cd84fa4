import type { Storage } from "../../../platform/storage/storage.ts";
import { ensureSample, seedFromText } from "./sample-pictures.ts";
import type { VibeRow } from "./vibe-queries.ts";

/**
 * The storage key of a vibe's preview: the picture it was made from, else a sample the offline
 * generator paints from its prompt fragment (the same fragment, the same picture).
 */
export async function vibePreview(storage: Storage, workDir: string, vibe: VibeRow): Promise<string> {
  if (vibe.previewKey && (await storage.stat(vibe.previewKey))) return vibe.previewKey;
  const prompt = vibe.promptFragment || vibe.name;
  return ensureSample(storage, workDir, { prompt, aspectRatio: "1:1", seed: seedFromText(prompt) });
}
