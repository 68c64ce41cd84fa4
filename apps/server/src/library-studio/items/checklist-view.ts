import {
  AUTOMATIC_CHECKS,
  BROWSER_AGREEMENT,
  MANUAL_CHECKS,
  type BrowserComparison,
  type Checklist,
  type ChecklistItem,
  type ChecklistStatus,
  type LibraryKind,
} from "@framewise/contracts";
import type { StoredChecks, StoredTicks } from "../../platform/db/library-studio-schema.ts";
import { checkKey, checklistAspects } from "./checklist-aspects.ts";
import type { LibraryVersionRow } from "./library-item-queries.ts";

/**
 * A version's checklist as staff read it: every automatic and manual check in every aspect the
 * version is checked in. An automatic check passes once run without findings (browser-vs-server
 * agreement once the browser's comparison is within bounds); a manual one once ticked. Green only
 * when every item passes.
 */
export function checklistView(
  kind: LibraryKind,
  definition: unknown,
  checks: StoredChecks | null,
  ticks: StoredTicks,
  job: { startedAt: Date | null; error: string | null } = { startedAt: null, error: null },
): Checklist {
  const items: ChecklistItem[] = [];
  for (const aspect of checklistAspects(kind, definition)) {
    for (const check of AUTOMATIC_CHECKS) {
      const { status, findings } =
        check === "browser_matches_server"
          ? browserAgreement(checks?.browser?.[aspect])
          : serverCheck(checks, checks?.failures[checkKey(check, aspect)] ?? []);
      items.push({ check, aspect, kind: "automatic", status, findings, ticked_by: null, ticked_at: null });
    }
    for (const check of MANUAL_CHECKS) {
      const tick = ticks[checkKey(check, aspect)];
      items.push({
        check,
        aspect,
        kind: "manual",
        status: tick ? "pass" : "not_run",
        findings: [],
        ticked_by: tick?.by ?? null,
        ticked_at: tick?.at ?? null,
      });
    }
  }
  return {
    ran_at: checks?.ranAt ?? null,
    duration_ms: checks?.durationMs ?? null,
    checked_with: checks?.checkedWith ?? [],
    items,
    green: items.every((item) => item.status === "pass"),
    running: job.startedAt !== null,
    started_at: job.startedAt?.toISOString() ?? null,
    error: job.error,
    browser_comparison: checks?.browser ?? {},
  };
}

type Finding = ChecklistItem["findings"][number];

const serverCheck = (checks: StoredChecks | null, findings: Finding[]) => ({
  status: !checks ? ("not_run" as const) : findings.length ? ("fail" as const) : ("pass" as const),
  findings,
});

/** Passes under `BROWSER_AGREEMENT` (its comment says why those figures); a lenient pixel threshold cannot pass. */
function browserAgreement(comparison: BrowserComparison | undefined): { status: ChecklistStatus; findings: Finding[] } {
  if (!comparison) return { status: "not_run", findings: [] };
  const { pixelThreshold, maxOverPercent } = BROWSER_AGREEMENT;
  if (comparison.threshold > pixelThreshold)
    return { status: "fail", findings: [{ message: `compared with a threshold of ${comparison.threshold}, over ${pixelThreshold}` }] };
  if (comparison.over_percent <= maxOverPercent) return { status: "pass", findings: [] };
  const message = `${comparison.over_percent.toFixed(2)} % of pixels differ in the worst frame (at most ${maxOverPercent} %), mean difference ${comparison.mean_difference.toFixed(2)}`;
  return { status: "fail", findings: [{ template: comparison.template, message }] };
}

/** The items that are not green, named as `check aspect`, for a 409 that says what blocks publishing. */
export const redItems = (checklist: Checklist) =>
  checklist.items.filter((item) => item.status !== "pass").map((item) => `${item.check} ${item.aspect}`);

/** A stored version's checklist, with its number. */
export const versionChecklist = (
  kind: LibraryKind,
  row: Pick<LibraryVersionRow, "version" | "definition" | "checks" | "ticks" | "checksStartedAt" | "checksError">,
) => ({
  version: row.version,
  ...checklistView(kind, row.definition, row.checks, row.ticks, { startedAt: row.checksStartedAt, error: row.checksError }),
});
