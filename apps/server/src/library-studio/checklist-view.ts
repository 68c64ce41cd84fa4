import { AUTOMATIC_CHECKS, MANUAL_CHECKS, type Checklist, type ChecklistItem, type LibraryKind } from "@framewise/contracts";
import type { StoredChecks, StoredTicks } from "../db/library-studio-schema.ts";
import { checkKey, checklistAspects } from "./checklist-aspects.ts";
import type { LibraryVersionRow } from "./library-item-queries.ts";

/**
 * A version's checklist as staff read it: every automatic and manual check in every aspect the
 * version is checked in. An automatic check passes once run without findings; a manual one once
 * ticked. Green only when every item passes.
 */
export function checklistView(kind: LibraryKind, definition: unknown, checks: StoredChecks | null, ticks: StoredTicks): Checklist {
  const items: ChecklistItem[] = [];
  for (const aspect of checklistAspects(kind, definition)) {
    for (const check of AUTOMATIC_CHECKS) {
      const findings = checks?.failures[checkKey(check, aspect)] ?? [];
      const status = !checks ? "not_run" : findings.length ? "fail" : "pass";
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
  };
}

/** The items that are not green, named as `check aspect`, for a 409 that says what blocks publishing. */
export const redItems = (checklist: Checklist) =>
  checklist.items.filter((item) => item.status !== "pass").map((item) => `${item.check} ${item.aspect}`);

/** A stored version's checklist, with its number. */
export const versionChecklist = (kind: LibraryKind, row: Pick<LibraryVersionRow, "version" | "definition" | "checks" | "ticks">) => ({
  version: row.version,
  ...checklistView(kind, row.definition, row.checks, row.ticks),
});
