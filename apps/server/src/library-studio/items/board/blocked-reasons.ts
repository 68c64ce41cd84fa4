import type { LibraryKind, LibraryStage } from "@framewise/contracts";
import type { StoredChecks, StoredTicks } from "../../../platform/db/library-studio-schema.ts";
import { checklistView, redItems } from "../checklist-view.ts";

interface LatestVersion {
  stage: LibraryStage;
  definition: unknown;
  checks: StoredChecks | null;
  ticks: StoredTicks;
  checksStartedAt: Date | null;
  checksError: string | null;
}

/** Said once for a version whose automatic checks have no results, rather than each check per aspect. */
function unrunReason(latest: LatestVersion) {
  if (latest.checksStartedAt) return "checks running";
  return latest.checksError ? `checks could not run: ${latest.checksError}` : "checks not run";
}

/**
 * What stands between a draft or a version in review and publishing without an override: its red
 * checklist items as the stage route's 409 names them (`text_fits 9:16`). Null when nothing does,
 * or when the version is already published or retired.
 */
export function blockedReasons(kind: LibraryKind, latest: LatestVersion): { reasons: string[] } | null {
  if (latest.stage !== "draft" && latest.stage !== "in_review") return null;
  const checklist = checklistView(kind, latest.definition, latest.checks, latest.ticks);
  if (checklist.green) return null;
  if (latest.checks) return { reasons: redItems(checklist) };
  const manual = redItems({ ...checklist, items: checklist.items.filter((item) => item.kind === "manual") });
  return { reasons: [unrunReason(latest), ...manual] };
}
