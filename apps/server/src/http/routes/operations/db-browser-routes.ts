import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { applyBulkEdit, applyBulkEditBody } from "../../../operations/db-browser/apply-bulk-edit.ts";
import {
  bulkPreviewSchema,
  collectionCountSchema,
  collectionSchema,
  documentSchema,
  documentView,
  gridRowSchema,
} from "../../../operations/db-browser/browser-view.ts";
import { describeCollection } from "../../../operations/db-browser/describe-collection.ts";
import { editDocument, editDocumentBody } from "../../../operations/db-browser/edit-document.ts";
import { findDocument } from "../../../operations/db-browser/find-document.ts";
import { findRows, findRowsQuery } from "../../../operations/db-browser/find-rows.ts";
import { listCollections } from "../../../operations/db-browser/list-collections.ts";
import { previewBulkEdit, previewBulkEditBody } from "../../../operations/db-browser/preview-bulk-edit.ts";
import { data, errors, page } from "../../../kernel/api-schemas.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];
const collectionParams = z.object({ collection: z.string().max(64).describe("The table's name, such as `content`.") });
const documentParams = collectionParams.extend({
  documentId: z.string().min(1).max(500).describe("The row's primary key (a composite key's values joined by `:`)."),
});

/**
 * The database browser (`firestore-dashboard`): the product's tables, their rows by the grid's
 * query, one document with its related rows, audited edits and bulk edits. Registered inside the
 * staff plugin, whose hook answers 401/403 first; every collection and column is looked up in the
 * registry (`db-browser/collections.ts`), and hidden columns never leave the server.
 */
export const dbBrowserRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/collections",
    {
      schema: {
        tags,
        summary: "The database's collections (tables) with their row counts",
        description: "Exact counts up to 100,000 rows; past that, PostgreSQL's estimate, marked `estimated`.",
        response: { 200: data(z.array(collectionCountSchema)), ...errors(401, 403) },
      },
    },
    async () => ({ data: await listCollections(db) }),
  );

  app.get(
    "/collections/:collection",
    {
      schema: {
        tags,
        summary: "A collection's columns: which the grid shows, which staff may edit, how each filters and whether it sorts",
        params: collectionParams,
        response: { 200: data(collectionSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await describeCollection(db, request.params.collection) }),
  );

  app.get(
    "/collections/:collection/rows",
    {
      schema: {
        tags,
        summary: "A page of a collection's rows by filters and sort (keyset: pass `next_cursor` back as `cursor`)",
        description:
          "On a large table (more than 100,000 rows) a sort by a column no index leads answers 400 `slow_sort` naming the indexed columns; the collection's `sortable` says which sort.",
        params: collectionParams,
        querystring: findRowsQuery,
        response: { 200: page(gridRowSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findRows(db, request.params.collection, request.query);
      return { data: found.rows, next_cursor: found.nextCursor };
    },
  );

  app.get(
    "/collections/:collection/documents/:documentId",
    {
      schema: {
        tags,
        summary: "One document as JSON (hidden columns removed), its version and its related rows",
        params: documentParams,
        response: { 200: data(documentSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: documentView(await findDocument(db, request.params.collection, request.params.documentId)) }),
  );

  app.patch(
    "/collections/:collection/documents/:documentId",
    {
      schema: {
        tags,
        summary: "Edit a document's editable fields, with the version read and a reason (audited)",
        description:
          "400 names a read-only or invalid field (a document's problems at their JSON paths); 409 `version_conflict` when someone saved first.",
        params: documentParams,
        body: editDocumentBody,
        response: { 200: data(documentSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const saved = await editDocument(db, staff, request.params.collection, request.params.documentId, request.body);
      return { data: documentView(saved) };
    },
  );

  app.post(
    "/collections/:collection/bulk-edit/preview",
    {
      schema: {
        tags,
        summary: "How many rows a bulk edit of one field would change, and a few of them",
        params: collectionParams,
        body: previewBulkEditBody,
        response: { 200: data(bulkPreviewSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const preview = await previewBulkEdit(db, request.params.collection, request.body);
      return { data: { count: preview.count, over_limit: preview.overLimit, limit: preview.limit, samples: preview.samples } };
    },
  );

  app.post(
    "/collections/:collection/bulk-edit",
    {
      schema: {
        tags,
        summary: "Set one field over the filtered rows, in one audited transaction",
        description:
          "`expected_count` is the previewed count the staff member confirmed: 409 `count_changed` (nothing written) when the rows no longer match it.",
        params: collectionParams,
        body: applyBulkEditBody,
        response: { 200: data(z.strictObject({ updated: z.number() })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      return { data: await applyBulkEdit(db, staff, request.params.collection, request.body) };
    },
  );
};
