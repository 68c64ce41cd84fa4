import { z } from "zod";
import { asActor, viewerActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { countRowsUpTo, updateMatchingRows } from "./browser-queries.ts";
import { BULK_EDIT_LIMIT, bulkEditShape, readBulkEdit } from "./bulk-edit.ts";
import { findCollection } from "./collection.ts";
import { reason } from "./edit-document.ts";

export const applyBulkEditBody = z.strictObject({
  ...bulkEditShape,
  expected_count: z.number().int().min(1).max(BULK_EDIT_LIMIT).describe("The count the preview showed and the staff member confirmed."),
  reason: reason.describe("Why: kept in the audit trail with every row's change."),
});

/**
 * Sets one field over the filtered rows in one transaction under the staff member's name and
 * reason. When the filters no longer match the confirmed count (rows came or went since the
 * preview), the whole change is rolled back and 409 asks for a new preview.
 */
export async function applyBulkEdit(db: Db, viewer: Viewer, name: string, body: z.infer<typeof applyBulkEditBody>) {
  const collection = findCollection(name);
  const { filters, value } = readBulkEdit(collection, body);
  const changedSincePreview = (count: number) =>
    new DomainError(
      "conflict",
      "count_changed",
      `The filters now match ${count > body.expected_count ? `more than ${body.expected_count}` : count} rows, not the ${body.expected_count} you confirmed. Nothing was changed: preview again.`,
    );
  return asActor(db, viewerActor(viewer, "browser", body.reason), async (tx) => {
    // Counted first (up to one past the confirmed count) so a grown set is refused before any row is written.
    const matching = await countRowsUpTo(tx, collection, body.expected_count + 1, filters);
    if (matching !== body.expected_count) throw changedSincePreview(matching);
    const updated = await updateMatchingRows(tx, collection, filters, body.field, value);
    if (updated !== body.expected_count) throw changedSincePreview(updated);
    return { updated };
  });
}
