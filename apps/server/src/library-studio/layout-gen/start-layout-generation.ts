import { randomUUID } from "node:crypto";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import { ownedAsset } from "../../platform/access/access.ts";
import { uuid } from "../../kernel/api-schemas.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { findGeneratedLayout, insertGeneratedLayout } from "./generated-layout-queries.ts";
import { LAYOUT_GEN_QUEUE, type LayoutGenDeps, type LayoutGenJob } from "./layout-gen-deps.ts";

export const startGenerationBody = z.strictObject({
  prompt: z.string().trim().min(1).max(2000).describe("The layout described in words."),
  reference_asset_id: uuid.optional().describe("One of the caller's own pictures, shown to the model as a reference."),
  model: z.string().min(1).max(64).optional().describe("A configured model's id; the planner's model when left out."),
});

/**
 * Records a layout to generate and queues its job. 503 `no_model` without a configured model; the
 * reference must be the caller's own picture (404 otherwise) and the model must take pictures (422).
 */
export async function startLayoutGeneration(
  deps: Pick<LayoutGenDeps, "db" | "jobs" | "models">,
  viewer: Viewer,
  actor: AuditActor,
  body: z.infer<typeof startGenerationBody>,
) {
  const { db, models } = deps;
  if (!models.models.length)
    throw new DomainError("unavailable", "no_model", "No language model is configured: set LLM_PROVIDER and LLM_MODEL, or LLM_MODELS.");
  const llm = body.model ? models.find(body.model) : models.plannerModel;
  if (!llm)
    throw new DomainError("unprocessable", "unknown_model", `No model "${body.model}" is configured.`, {
      model: "Choose a configured model.",
    });
  if (body.reference_asset_id) {
    const asset = await ownedAsset(db, viewer, body.reference_asset_id);
    if (asset.kind !== "image")
      throw new DomainError("unprocessable", "not_a_picture", `${asset.name} is not a picture.`, {
        reference_asset_id: "Choose a picture.",
      });
    if (!llm.vision)
      throw new DomainError("unprocessable", "model_takes_no_pictures", `${llm.label} does not take pictures.`, {
        reference_asset_id: "Choose a model that takes pictures, or leave the picture out.",
      });
  }
  const id = randomUUID();
  await asActor(db, actor, (tx) =>
    insertGeneratedLayout(tx, {
      id,
      prompt: body.prompt,
      referenceAssetId: body.reference_asset_id ?? null,
      model: llm.id,
      createdBy: viewer.id,
    }),
  );
  await deps.jobs.send(LAYOUT_GEN_QUEUE, { id, step: "generate" } satisfies LayoutGenJob);
  return (await findGeneratedLayout(db, id))!;
}
