import { randomUUID } from "node:crypto";
import { HttpError, notFound } from "../../http/errors.ts";
import type { VibeDeps } from "./create-vibe.ts";
import { copyStored } from "./sample-pictures.ts";
import { vibePreviewKey } from "./vibe-files.ts";
import { findVibe, insertVibe, setVibePublished, type VibeRow } from "./vibe-queries.ts";

/**
 * Staff publish a vibe for everyone. A person's own vibe is published as a staff copy (nobody's),
 * so its maker's later edits or deletion do not change what everyone uses; a staff vibe is simply
 * published again.
 */
export async function publishVibe(deps: VibeDeps, id: string): Promise<VibeRow> {
  const vibe = await findVibe(deps.db, id);
  if (!vibe) throw notFound("That vibe");
  if (vibe.origin === "starter") throw new HttpError(409, "starter_vibe", "Starter vibes are everyone's already.");
  if (vibe.origin === "staff") return (await setVibePublished(deps.db, id, true)) ?? vibe;
  const copyId = randomUUID();
  let previewKey: string | null = null;
  if (vibe.previewKey) {
    const key = vibePreviewKey({ id: copyId, userId: null });
    if (await copyStored(deps.storage, deps.workDir, vibe.previewKey, key, "image/webp")) previewKey = key;
  }
  return insertVibe(deps.db, {
    id: copyId,
    userId: null,
    origin: "staff",
    name: vibe.name,
    description: vibe.description,
    promptFragment: vibe.promptFragment,
    negativeFragment: vibe.negativeFragment,
    params: vibe.params,
    previewKey,
    published: true,
  });
}

/** Staff withdraw a staff vibe from everyone (generations made with it keep their recipe). */
export async function unpublishVibe(deps: VibeDeps, id: string): Promise<VibeRow> {
  const vibe = await findVibe(deps.db, id);
  if (!vibe) throw notFound("That vibe");
  if (vibe.origin !== "staff")
    throw new HttpError(409, "not_staff_vibe", "Only staff vibes can be withdrawn; starter and personal vibes are not published.");
  return (await setVibePublished(deps.db, id, false))!;
}
