import { z } from "zod";
import { asActor, viewerActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { findDocumentRow, updateDocumentRow } from "./browser-queries.ts";
import { checkChange } from "./check-change.ts";
import { findCollection } from "./collection.ts";
import { keyOf } from "./document-id.ts";
import { findDocument } from "./find-document.ts";

export const REASON_LIMIT = 500;
export const reason = z.string().trim().min(1, "Say why you are making this change.").max(REASON_LIMIT);

export const editDocumentBody = z.strictObject({
  version: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "The `version` the document was read at.")
    .describe("The document's `version` when it was read."),
  reason: reason.describe("Why: kept in the audit trail with the change."),
  changes: z
    .record(z.string().max(64), z.unknown())
    .refine((changes) => Object.keys(changes).length > 0, "Change at least one field.")
    .refine((changes) => Object.keys(changes).length <= 50, "At most 50 fields at once.")
    .describe("New values by column name; only editable columns are accepted."),
});
export type EditDocumentBody = z.infer<typeof editDocumentBody>;

/**
 * Saves a staff member's edit of one document, validated field by field, as one conditional
 * UPDATE under the staff member's name and reason (the audit trigger records it with the diff).
 * When another edit came first, nothing is written and 409 says so, so it is never lost.
 */
export async function editDocument(db: Db, viewer: Viewer, name: string, documentId: string, body: EditDocumentBody) {
  const collection = findCollection(name);
  const key = keyOf(collection, documentId);
  const changes = new Map(Object.entries(body.changes).map(([field, value]) => [field, checkChange(collection, field, value)]));
  const saved = await asActor(db, viewerActor(viewer, "browser", body.reason), (tx) =>
    updateDocumentRow(tx, collection, key, body.version, changes),
  );
  if (!saved) {
    if (!(await findDocumentRow(db, collection, key))) throw notFound(`The ${collection.name} document ${documentId}`);
    throw new DomainError(
      "conflict",
      "version_conflict",
      "Someone else saved this document after you opened it. Reload to see their changes, then make yours again.",
    );
  }
  return findDocument(db, name, documentId);
}
