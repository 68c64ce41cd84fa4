import type { LibraryKind } from "@framewise/contracts";
import type { StoredChecks } from "../db/library-studio-schema.ts";
import { WarmThread } from "../threads/warm-thread.ts";
import type { PublishedLibrary } from "./run-automatic-checks.ts";

export interface ChecklistTask {
  kind: LibraryKind;
  definition: unknown;
  library: PublishedLibrary;
}

/**
 * The thread the automatic checks run in: a first checklist measures every new word with Skia
 * and draws backdrop frames (up to about 1.5 s for a layout under six templates), which must not
 * hold up the API's other requests.
 */
export class ChecklistThread extends WarmThread<ChecklistTask, StoredChecks> {
  constructor() {
    super(new URL("./checklist-worker.ts", import.meta.url), "library checklist");
  }
}
