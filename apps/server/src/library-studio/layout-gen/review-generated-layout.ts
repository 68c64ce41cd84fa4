import type { Layout } from "@framewise/scene";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { createLibraryItem, itemIdSchema } from "../items/create-library-item.ts";
import { validDefinition } from "../items/studio-access.ts";
import { findGeneratedLayout, updateGeneratedLayout, type GeneratedLayoutRow } from "./generated-layout-queries.ts";
import { LAYOUT_GEN_QUEUE, type LayoutGenDeps, type LayoutGenJob } from "./layout-gen-deps.ts";

const definition = z.looseObject({}).describe("The whole layout (`@framewise/scene`'s Layout), edited.");

export const approveBody = z.strictObject({
  definition: definition.optional().describe("The layout as edited before approving; the generated one when left out."),
  id: itemIdSchema.optional().describe("Another id for the library (when the generated one is taken)."),
  name: z.string().trim().min(1).max(200).optional().describe("Another name for the library."),
});
export const rejectBody = z.strictObject({
  reason: z.string().trim().min(1).max(1000).describe("Why: kept to study the generator's failure modes."),
});
export const editBody = z.strictObject({ definition });

/** The generated layout `id`, or 404. */
export async function generatedLayout(db: Db, id: string, lock = false) {
  const row = await findGeneratedLayout(db, id, lock);
  if (!row) throw notFound("That generated layout");
  return row;
}

/** Only a layout waiting for review is approved, rejected or edited (409 `not_pending` otherwise). */
function pending(row: GeneratedLayoutRow) {
  if (row.status !== "pending_review")
    throw new DomainError("conflict", "not_pending", `This layout is ${row.status.replace("_", " ")}, not waiting for review.`);
  return row;
}

/**
 * Approves a generated layout: it becomes a draft item in the library (409 `already_exists` when
 * its id is taken: approve again with another `id`), and the queue keeps which one. The item is
 * made under the row's lock, so of two approvals racing only one leaves an item.
 */
export async function approveGeneratedLayout(db: Db, actor: AuditActor, id: string, body: z.infer<typeof approveBody>) {
  await asActor(db, actor, async (tx) => {
    const row = pending(await generatedLayout(tx, id, true));
    const chosen = {
      ...(body.definition ?? (row.definition as Layout)),
      ...(body.id && { id: body.id }),
      ...(body.name && { name: body.name }),
    };
    const approved = validDefinition("layout", chosen);
    const item = await createLibraryItem(tx, actor, "layout", { definition: approved, note: "Generated from a description" });
    await updateGeneratedLayout(tx, id, { status: "approved", definition: approved, libraryItemId: item.id, reviewedBy: actor.id });
  });
}

/** Rejects a generated layout with the reason, keeping it. */
export async function rejectGeneratedLayout(db: Db, actor: AuditActor, id: string, body: z.infer<typeof rejectBody>) {
  await asActor(db, actor, async (tx) => {
    pending(await generatedLayout(tx, id, true));
    await updateGeneratedLayout(tx, id, { status: "rejected", rejectReason: body.reason, reviewedBy: actor.id });
  });
}

/** Replaces a generated layout's definition before approving it (422 with each problem at its path); its checks run again in a job. */
export async function editGeneratedLayout(
  deps: Pick<LayoutGenDeps, "db" | "jobs">,
  actor: AuditActor,
  id: string,
  body: z.infer<typeof editBody>,
) {
  const edited = validDefinition("layout", body.definition);
  await asActor(deps.db, actor, async (tx) => {
    pending(await generatedLayout(tx, id, true));
    await updateGeneratedLayout(tx, id, { definition: edited, checks: null, checksGreen: null, error: null });
  });
  await deps.jobs.send(LAYOUT_GEN_QUEUE, { id, step: "check" } satisfies LayoutGenJob);
}
