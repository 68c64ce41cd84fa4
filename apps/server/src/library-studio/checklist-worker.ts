/**
 * The library checklist's thread (see checklist-thread.ts): the automatic checks with Skia's
 * measure and the shared renderer's backdrops, fonts registered once and widths remembered across
 * runs.
 */
import type { StoredChecks } from "../db/library-studio-schema.ts";
import { serveTasks } from "../threads/warm-thread.ts";
import type { ChecklistTask } from "./checklist-thread.ts";
import { drawBackdrops } from "./draw-backdrops.ts";
import { runAutomaticChecks } from "./run-automatic-checks.ts";
import { skiaMeasure } from "./skia-measure.ts";

serveTasks<ChecklistTask, StoredChecks>((task) =>
  Promise.resolve(runAutomaticChecks(task.kind, task.definition, task.library, { measure: skiaMeasure, backdrops: drawBackdrops })),
);
