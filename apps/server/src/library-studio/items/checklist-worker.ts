/**
 * The library checklist's thread (see checklist-thread.ts): the automatic checks with Skia's
 * measure and the shared renderer's backdrops, fonts registered once and widths remembered across
 * runs.
 */
import { registerLibraryFonts } from "@framewise/renderer/skia";
import type { StoredChecks } from "../../platform/db/library-studio-schema.ts";
import { serveTasks } from "../../platform/threads/warm-thread.ts";
import type { ChecklistTask } from "./checklist-thread.ts";
import { drawBackdrops } from "./draw-backdrops.ts";
import { runAutomaticChecks } from "./run-automatic-checks.ts";
import { createSkiaMeasure } from "./skia-measure.ts";

let measure = createSkiaMeasure();

serveTasks<ChecklistTask, StoredChecks>((task) => {
  // Widths remembered before a library font came were measured in a fallback font.
  if (registerLibraryFonts(task.fonts)) measure = createSkiaMeasure();
  return Promise.resolve(runAutomaticChecks(task.kind, task.definition, task.library, { measure, backdrops: drawBackdrops }));
});
