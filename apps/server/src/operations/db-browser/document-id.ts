import { notFound } from "../../kernel/errors.ts";
import { visibleColumn, type Collection } from "./collection.ts";
import { valueProblem } from "./row-query.ts";

/**
 * A document's id in addresses: its primary key's value, or for a composite key the values
 * joined by ":" (each value's own "%" and ":" escaped), as `user_id:month`.
 */
const escape = (value: string) => value.replaceAll("%", "%25").replaceAll(":", "%3A");
const unescape = (value: string) => value.replaceAll("%3A", ":").replaceAll("%25", "%");

export const documentIdOf = (collection: Collection, key: string[]) => (collection.key.length === 1 ? key[0]! : key.map(escape).join(":"));

/** The key values a document id names; 404 when it cannot name a row of the collection. */
export function keyOf(collection: Collection, documentId: string): string[] {
  const key = collection.key.length === 1 ? [documentId] : documentId.split(":").map(unescape);
  const fits =
    key.length === collection.key.length &&
    key.every((value, index) => !valueProblem({ ...visibleColumn(collection, collection.key[index]!)!, enumValues: undefined }, value));
  if (!fits) throw notFound(`The ${collection.name} document ${documentId}`);
  return key;
}
