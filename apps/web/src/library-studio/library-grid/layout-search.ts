import { CHECKLIST_ASPECTS, LIBRARY_STAGES, type ChecklistAspect, type LibraryItemSummary, type LibraryStage } from "@framewise/contracts";
import { SLOT_KINDS, type Layout } from "@framewise/scene";

export type SlotKind = (typeof SLOT_KINDS)[number];
/** Per slot kind: the layout must have one, must have none, or either. */
export type SlotRule = "require" | "exclude" | "any";

/** What `layouts/search` looks for; every part kept in the address. */
export interface LayoutQuery {
  text: string;
  /** Kinds a layout must have a slot of, and kinds it must have none of. */
  require: SlotKind[];
  exclude: SlotKind[];
  /** Every tag named (a layout carries them all). */
  tags: string[];
  /** Every ratio named (a layout covers them all). */
  aspects: ChecklistAspect[];
  stage: LibraryStage | null;
  /** An owner's email, or `none` for items nobody owns. */
  owner: string | null;
}

export type SearchableLayout = LibraryItemSummary & { definition: Layout };

export const NO_OWNER = "none";

const list = (params: URLSearchParams, key: string) => (params.get(key) ?? "").split(",").filter(Boolean);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;
const only = <T extends string>(values: readonly T[], given: string[]) => values.filter((value) => given.includes(value));

/** The query an address carries; unknown values are dropped, so a hand-edited address still works. */
export function readQuery(params: URLSearchParams): LayoutQuery {
  const require = only(SLOT_KINDS, list(params, "has"));
  return {
    text: params.get("q") ?? "",
    require,
    exclude: only(SLOT_KINDS, list(params, "no")).filter((kind) => !require.includes(kind)),
    tags: list(params, "tags"),
    aspects: only(CHECKLIST_ASPECTS, list(params, "aspects")),
    stage: oneOf(LIBRARY_STAGES, params.get("stage")),
    owner: params.get("owner") || null,
  };
}

/** The address of a query, leaving out what is not set. */
export function writeQuery(query: LayoutQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | null) => value && params.set(key, value);
  set("q", query.text.trim());
  set("has", query.require.join(","));
  set("no", query.exclude.join(","));
  set("tags", query.tags.join(","));
  set("aspects", query.aspects.join(","));
  set("stage", query.stage);
  set("owner", query.owner);
  return params;
}

/** What a slot kind's rule is in a query. */
export const slotRule = (query: LayoutQuery, kind: SlotKind): SlotRule =>
  query.require.includes(kind) ? "require" : query.exclude.includes(kind) ? "exclude" : "any";

/** The query with one slot kind's rule changed. */
export function withSlotRule(query: LayoutQuery, kind: SlotKind, rule: SlotRule): LayoutQuery {
  const without = (kinds: SlotKind[]) => kinds.filter((other) => other !== kind);
  return {
    ...query,
    require: rule === "require" ? [...without(query.require), kind] : without(query.require),
    exclude: rule === "exclude" ? [...without(query.exclude), kind] : without(query.exclude),
  };
}

/** Whether a layout answers every part of the query (free text: each of its words in the name, description or id). */
export function matchesLayout(item: SearchableLayout, query: LayoutQuery): boolean {
  const kinds = new Set(item.definition.slots.map((slot) => slot.kind));
  const haystack = `${item.definition.name} ${item.definition.description} ${item.id}`.toLowerCase();
  const words = query.text.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    query.require.every((kind) => kinds.has(kind)) &&
    query.exclude.every((kind) => !kinds.has(kind)) &&
    query.tags.every((tag) => item.definition.tags.includes(tag)) &&
    query.aspects.every((aspect) => item.aspect_coverage.includes(aspect)) &&
    (!query.stage || item.stage === query.stage) &&
    (!query.owner || (query.owner === NO_OWNER ? item.owner_email === null : item.owner_email === query.owner)) &&
    words.every((word) => haystack.includes(word))
  );
}

export const searchLayouts = (items: SearchableLayout[], query: LayoutQuery) => items.filter((item) => matchesLayout(item, query));

/** Every tag used in the library, sorted, for the tag picker. */
export const allTags = (items: SearchableLayout[]) => [...new Set(items.flatMap((item) => item.definition.tags))].sort();

/** Every owner's email, sorted. */
export const allOwners = (items: SearchableLayout[]) =>
  [...new Set(items.flatMap((item) => (item.owner_email ? [item.owner_email] : [])))].sort();
