import { z } from "zod";

const DAY_MS = 86_400_000;
/** The range shown when none is asked for: the last twelve weeks, today included. */
export const DEFAULT_RANGE_DAYS = 84;
/** The widest range: a year and a day, so a whole year always fits. */
export const MAX_RANGE_DAYS = 366;

const dayStart = (text: string) => Date.parse(`${text}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Days {
  from: string;
  to: string;
}

/** The days of a query with its missing ends filled in: `to` is today, `from` twelve weeks before `to`. */
export function fillDays(query: Partial<Days>, now: Date): Days {
  const to = query.to ?? dayOf(now.getTime());
  return { from: query.from ?? dayOf(dayStart(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS), to };
}

/** What is wrong with a range of days, if anything. */
function rangeProblem({ from, to }: Days): string | undefined {
  const days = Math.round((dayStart(to) - dayStart(from)) / DAY_MS) + 1;
  if (days <= 0) return "The range must end on or after the day it starts.";
  if (days > MAX_RANGE_DAYS) return `The range can be at most ${MAX_RANGE_DAYS} days.`;
  return undefined;
}

const day = z.iso.date();

/** `from` and `to` are whole UTC days, both included; either may be left out. */
export const dashboardQuery = z
  .object({
    from: day.optional().describe(`First day (YYYY-MM-DD, UTC, included); by default ${DEFAULT_RANGE_DAYS} days up to \`to\`.`),
    to: day.optional().describe(`Last day (YYYY-MM-DD, UTC, included); by default today. At most ${MAX_RANGE_DAYS} days in all.`),
  })
  .superRefine((query, context) => {
    // Runs even when an end was refused (zod refines the object all the same): that end's own issue says enough.
    if (![query.from, query.to].every((end) => end === undefined || day.safeParse(end).success)) return;
    const problem = rangeProblem(fillDays(query, new Date()));
    // Named after the end that was given last: with only `from`, it is `from` that is out of reach of today.
    if (problem) context.addIssue({ code: "custom", path: [query.to ? "to" : "from"], message: problem });
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The days shown, and the moments the queries count between: [start of `from`, end of `to`). */
export interface DashboardRange extends Days {
  start: Date;
  end: Date;
}

export function resolveRange(query: DashboardQuery, now: Date): DashboardRange {
  const days = fillDays(query, now);
  return { ...days, start: new Date(dayStart(days.from)), end: new Date(dayStart(days.to) + DAY_MS) };
}

/** The Mondays (UTC) of every ISO week the range touches, as PostgreSQL's `date_trunc('week', …)` counts them. */
export function weekStarts(range: Pick<DashboardRange, "start" | "end">): string[] {
  const weekday = (range.start.getUTCDay() + 6) % 7;
  const weeks: string[] = [];
  for (let at = range.start.getTime() - weekday * DAY_MS; at < range.end.getTime(); at += 7 * DAY_MS) weeks.push(dayOf(at));
  return weeks;
}
