import { randomUUID } from "node:crypto";
import { asActor, type AuditActor } from "../../../platform/audit/audit-context.ts";
import { DomainError, notFound } from "../../../kernel/errors.ts";
import type { VibeDeps } from "./create-vibe.ts";
import { copyStored } from "./sample-pictures.ts";
import { vibeFolder, vibePreviewKey } from "./vibe-files.ts";
import { findPublishedCopy, findVibe, insertVibeCopy, setVibePublished, type VibeRow } from "./vibe-queries.ts";

/**
 * Staff publish a vibe for everyone. A person's own vibe is published as a staff copy (nobody's),
 * so its maker's later edits or deletion do not change what everyone uses; a staff vibe is simply
 * published again. Publishing a person's vibe again answers its copy rather than making another.
 */
export async function publishVibe(deps: VibeDeps, id: string, actor: AuditActor): Promise<VibeRow> {
  const vibe = await findVibe(deps.db, id);
  if (!vibe) throw notFound("That vibe");
  if (vibe.origin === "starter") throw new DomainError("conflict", "starter_vibe", "Starter vibes are everyone's already.");
  if (vibe.origin === "staff") return publishStaffVibe(deps, vibe, actor);
  const published = await findPublishedCopy(deps.db, id);
  if (published) return publishStaffVibe(deps, published, actor);
  const copyId = randomUUID();
  let previewKey: string | null = null;
  if (vibe.previewKey) {
    const key = vibePreviewKey({ id: copyId, userId: null });
    if (await copyStored(deps.storage, deps.workDir, vibe.previewKey, key, "image/webp")) previewKey = key;
  }
  const copy = await asActor(deps.db, actor, (tx) =>
    insertVibeCopy(tx, {
      id: copyId,
      userId: null,
      origin: "staff",
      name: vibe.name,
      description: vibe.description,
      promptFragment: vibe.promptFragment,
      negativeFragment: vibe.negativeFragment,
      params: vibe.params,
      previewKey,
      previewOffline: vibe.previewOffline,
      published: true,
      publishedFrom: id,
    }),
  );
  if (copy) return copy;
  // Another publish of the same vibe made its copy first: that one stands, this one's preview goes.
  await deps.storage.deletePrefix(vibeFolder({ id: copyId, userId: null }));
  return publishStaffVibe(deps, (await findPublishedCopy(deps.db, id))!, actor);
}

/** A staff vibe published (again, if staff had withdrawn it); left as it is when it already is. */
const publishStaffVibe = async (deps: VibeDeps, vibe: VibeRow, actor: AuditActor) =>
  vibe.published ? vibe : ((await asActor(deps.db, actor, (tx) => setVibePublished(tx, vibe.id, true))) ?? vibe);

/** Staff withdraw a staff vibe from everyone (generations made with it keep their recipe). */
export async function unpublishVibe(deps: VibeDeps, id: string, actor: AuditActor): Promise<VibeRow> {
  const vibe = await findVibe(deps.db, id);
  if (!vibe) throw notFound("That vibe");
  if (vibe.origin !== "staff")
    throw new DomainError("conflict", "not_staff_vibe", "Only staff vibes can be withdrawn; starter and personal vibes are not published.");
  return (await asActor(deps.db, actor, (tx) => setVibePublished(tx, id, false)))!;
}
