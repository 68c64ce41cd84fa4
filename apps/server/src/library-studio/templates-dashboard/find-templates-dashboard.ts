import type { Db } from "../../platform/db/database.ts";
import { findRenders, findUsage, listLibraryItems, type ItemKind, type LibraryItemRow } from "./dashboard-queries.ts";
import { resolveRange, weekStarts, type DashboardQuery } from "./dashboard-range.ts";
import type { Dashboard, DashboardItem } from "./dashboard-view.ts";
import { failureReason } from "./failure-reason.ts";

/** How many destinations and failure reasons an item lists. */
const TOP = 5;

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The `TOP` largest counts of a tally, largest first (ties by name, so answers are stable). */
const topOf = (tally: Map<string, number>) => [...tally].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, TOP);

const addTo = (tally: Map<string, number>, key: string, amount: number) => tally.set(key, (tally.get(key) ?? 0) + amount);

/** One item's figures as they are added up from the queries' rows. */
function emptyItem(weeks: string[]) {
  return {
    videos: 0,
    uses: 0,
    switched: 0,
    destinations: new Map<string, number>(),
    renders: 0,
    failures: 0,
    reasons: new Map<string, number>(),
    done: 0,
    videoSeconds: 0,
    wallSeconds: 0,
    trend: new Map(weeks.map((week) => [week, { week, videos: 0, renders: 0, failures: 0 }])),
  };
}
type Tally = ReturnType<typeof emptyItem>;

/**
 * The templates dashboard of a range: for every template and layout, the videos made with it and
 * how many left it (and for what), its renders, their failures by reason and their speed, and a
 * point per week. Items no longer in the library that the range used come after the library's.
 */
export async function findTemplatesDashboard(db: Db, query: DashboardQuery, now = new Date()): Promise<Dashboard> {
  const range = resolveRange(query, now);
  const weeks = weekStarts(range);
  const [library, { usage, destinations }, renders] = await Promise.all([
    listLibraryItems(db),
    findUsage(db, range),
    findRenders(db, range),
  ]);

  const tallies: Record<ItemKind, Map<string, Tally>> = { template: new Map(), layout: new Map() };
  for (const item of library) tallies[item.kind].set(item.id, emptyItem(weeks));
  const tallyOf = (kind: ItemKind, id: string) => {
    const known = tallies[kind].get(id);
    if (known) return known;
    const added = emptyItem(weeks);
    tallies[kind].set(id, added);
    return added;
  };
  // A week outside the range cannot occur (the queries count within it); guarded all the same.
  const weekOf = (tally: Tally, week: string) => tally.trend.get(week) ?? { videos: 0, renders: 0, failures: 0 };

  for (const row of usage) {
    const tally = tallyOf(row.kind, row.item);
    tally.videos += row.videos;
    tally.uses += row.uses;
    tally.switched += row.switched;
    weekOf(tally, row.week).videos += row.videos;
  }
  for (const row of destinations) addTo(tallyOf(row.kind, row.item).destinations, row.to_id, row.uses);
  for (const row of renders.weeks) {
    const tally = tallyOf(row.kind, row.item);
    tally.renders += row.renders;
    tally.failures += row.failures;
    tally.done += row.done;
    tally.videoSeconds += row.video_seconds;
    tally.wallSeconds += row.wall_seconds;
    const week = weekOf(tally, row.week);
    week.renders += row.renders;
    week.failures += row.failures;
  }
  for (const row of renders.errors) addTo(tallyOf(row.kind, row.item).reasons, failureReason(row.error), row.failures);

  const known = new Map(library.map((item) => [`${item.kind}:${item.id}`, item]));
  const itemsOf = (kind: ItemKind) =>
    [...tallies[kind]].map(([id, tally]) =>
      itemView(id, tally, known.get(`${kind}:${id}`), (other) => known.get(`${kind}:${other}`)?.name ?? other),
    );
  return { from: range.from, to: range.to, weeks, templates: itemsOf("template"), layouts: itemsOf("layout") };
}

function itemView(id: string, tally: Tally, library: LibraryItemRow | undefined, nameOf: (id: string) => string): DashboardItem {
  return {
    id,
    name: library?.name ?? id,
    origin: library ? (library.origin as "starter" | "staff") : null,
    videos: tally.videos,
    uses: tally.uses,
    switched_away: tally.switched,
    switch_away_rate: share(tally.switched, tally.uses),
    switched_to: topOf(tally.destinations).map(([to, count]) => ({ id: to, name: nameOf(to), count })),
    renders: tally.renders,
    failed_renders: tally.failures,
    failure_rate: share(tally.failures, tally.renders),
    failure_reasons: topOf(tally.reasons).map(([reason, count]) => ({ reason, count })),
    finished_renders: tally.done,
    render_speed: tally.wallSeconds > 0 ? tally.videoSeconds / tally.wallSeconds : null,
    average_render_seconds: tally.done > 0 ? tally.wallSeconds / tally.done : null,
    trend: [...tally.trend.values()],
  };
}
