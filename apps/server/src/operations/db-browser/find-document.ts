import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { countRowsUpTo, findDocumentRow, listLabels } from "./browser-queries.ts";
import { findCollection, type Collection } from "./collection.ts";
import type { RelatedRows } from "./collections.ts";
import { documentIdOf, keyOf } from "./document-id.ts";
import { parseFilters } from "./row-query.ts";

/** Related rows shown on a document page; past this, the count and a link to the filtered grid. */
const SHOWN = 10;
const COUNT_CAP = 1000;

export interface RelationView {
  label: string;
  collection: string;
  /** "one": the row this one points at; "many": rows pointing at this one. */
  kind: "one" | "many";
  /** The grid's filters that list them all. */
  where: string[];
  rows: { id: string; label: string | null }[];
  /** How many there are, counted up to `COUNT_CAP` (`count_capped` when there are more). */
  count: number;
  countCapped: boolean;
}

async function relatedRows(db: Db, relation: RelatedRows, row: Record<string, unknown>, kind: RelationView["kind"]): Promise<RelationView> {
  const target = findCollection(relation.collection);
  const where = relation.where(row);
  const filters = parseFilters(target, where);
  const found = await listLabels(db, target, filters, SHOWN + 1);
  const count = found.length > SHOWN ? await countRowsUpTo(db, target, COUNT_CAP + 1, filters) : found.length;
  return {
    label: relation.label,
    collection: target.name,
    kind,
    where,
    rows: found.slice(0, SHOWN).map((each) => ({ id: documentIdOf(target, each.key), label: each.label })),
    count: Math.min(count, COUNT_CAP),
    countCapped: count > COUNT_CAP,
  };
}

/** The rows a document points at (its foreign keys) and those pointing at it (the registry's relations). */
function relationsOf(collection: Collection, row: Record<string, unknown>): { relation: RelatedRows; kind: RelationView["kind"] }[] {
  const pointedAt = collection.columns
    .filter((column) => column.references && row[column.name] !== null && row[column.name] !== undefined)
    .map((column) => ({
      kind: "one" as const,
      relation: { label: column.name, collection: column.references!, where: () => [`id:eq:${String(row[column.name])}`] },
    }));
  return [...pointedAt, ...collection.related.map((relation) => ({ relation, kind: "many" as const }))];
}

/** One document: its visible row, version token and related rows; 404 for an unknown collection or row. */
export async function findDocument(db: Db, name: string, documentId: string) {
  const collection = findCollection(name);
  const found = await findDocumentRow(db, collection, keyOf(collection, documentId));
  if (!found) throw notFound(`The ${collection.name} document ${documentId}`);
  const relations = await Promise.all(
    relationsOf(collection, found.row).map(({ relation, kind }) => relatedRows(db, relation, found.row, kind)),
  );
  return {
    collection,
    id: documentIdOf(
      collection,
      collection.key.map((key) => String(found.row[key])),
    ),
    ...found,
    relations,
  };
}
export type DocumentView = Awaited<ReturnType<typeof findDocument>>;
