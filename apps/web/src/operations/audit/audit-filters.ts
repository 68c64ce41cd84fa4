import { AUDIT_SOURCES, type AuditSource } from "@framewise/contracts";

/** The trail's filters, kept in the address so a view can be shared. */
export interface AuditFilters {
  entity: string;
  entityId: string;
  /** The actor's email (as recorded), or their id when followed from an entry. */
  actorEmail: string;
  actorId: string;
  source: AuditSource | "";
  /** Days, `YYYY-MM-DD` (UTC), both included. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARAMS = {
  entity: "entity",
  entityId: "entity_id",
  actorEmail: "actor_email",
  actorId: "actor_id",
  source: "source",
  from: "from",
  to: "to",
} as const;

export function readFilters(search: URLSearchParams): AuditFilters {
  const text = (name: string) => search.get(name)?.trim() ?? "";
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : "");
  const source = text("source");
  return {
    entity: text("entity"),
    entityId: text("entity_id"),
    actorEmail: text("actor_email"),
    actorId: text("actor_id"),
    source: (AUDIT_SOURCES as readonly string[]).includes(source) ? (source as AuditSource) : "",
    from: day("from"),
    to: day("to"),
  };
}

/** The address's search for `filters`: empty ones left out. */
export function writeFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, name] of Object.entries(PARAMS)) {
    const value = filters[key as keyof AuditFilters];
    if (value) search.set(name, value);
  }
  return search;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString();

/** The API's query for `filters`: days become a range of instants, the last day included. */
export function auditQuery(filters: AuditFilters): URLSearchParams {
  const query = writeFilters({ ...filters, from: "", to: "" });
  if (filters.from) query.set("from", `${filters.from}T00:00:00Z`);
  if (filters.to) query.set("to", nextDay(filters.to));
  query.set("limit", "50");
  return query;
}

export const isFiltered = (filters: AuditFilters) => Object.values(filters).some(Boolean);

export const NO_FILTERS: AuditFilters = { entity: "", entityId: "", actorEmail: "", actorId: "", source: "", from: "", to: "" };
