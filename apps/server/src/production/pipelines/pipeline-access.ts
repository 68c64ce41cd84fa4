import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { findClientItem, findItem, type PipelineItemRow } from "./pipeline-item-queries.ts";
import { findClientPipeline, findPipeline, type PipelineRow } from "./pipeline-queries.ts";

/** The pipeline `id` for staff (the staff plugin checked the caller), or 404. */
export async function staffPipeline(db: Db, id: string): Promise<PipelineRow> {
  const row = await findPipeline(db, id);
  if (!row) throw notFound("That pipeline");
  return row;
}

/** The pipeline `id` when it is client `clientId`'s (a key's client); another client's answers the same 404. */
export async function clientPipeline(db: Db, clientId: string, id: string): Promise<PipelineRow> {
  const row = await findClientPipeline(db, clientId, id);
  if (!row) throw notFound("That pipeline");
  return row;
}

/** The item `id` for staff, or 404. */
export async function staffItem(db: Db, id: string): Promise<PipelineItemRow> {
  const row = await findItem(db, id);
  if (!row) throw notFound("That item");
  return row;
}

/** The item `id` when it belongs to one of client `clientId`'s pipelines (a member's client), else 404. */
export async function clientItem(db: Db, clientId: string, id: string): Promise<PipelineItemRow> {
  const row = await findClientItem(db, clientId, id);
  if (!row) throw notFound("That item");
  return row;
}
