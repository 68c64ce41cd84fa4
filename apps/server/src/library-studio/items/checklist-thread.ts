import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LibraryKind } from "@framewise/contracts";
import type { Template } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import type { StoredChecks } from "../../platform/db/library-studio-schema.ts";
import type { LibraryFontFile } from "@framewise/renderer/skia";
import { fetchLibraryFonts } from "../../workspace/library-fonts/library-font-files.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { WarmThread } from "../../platform/threads/warm-thread.ts";
import type { PublishedLibrary } from "./run-automatic-checks.ts";

export interface ChecklistTask {
  kind: LibraryKind;
  definition: unknown;
  library: PublishedLibrary;
  /** The library fonts of the templates involved, registered with Skia before measuring. */
  fonts: LibraryFontFile[];
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

  /** Runs the checks with the library fonts of every template involved fetched from the store for the thread. */
  async check(deps: { db: Db; storage: Storage }, task: Omit<ChecklistTask, "fonts">): Promise<StoredChecks> {
    const templates = [...task.library.templates, ...(task.kind === "template" ? [task.definition as Template] : [])];
    const refs = [...new Map(templates.flatMap((template) => template.fontFiles ?? []).map((font) => [font.id, font])).values()];
    const dir = await mkdtemp(path.join(tmpdir(), "checklist-fonts-"));
    try {
      return await this.run({ ...task, fonts: await fetchLibraryFonts(deps, refs, dir) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
