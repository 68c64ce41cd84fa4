import type { Layout, Template } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { ChecklistThread } from "../items/checklist-thread.ts";
import { listPublishedDefinitions } from "../../workspace/library/published-view-queries.ts";
import { automaticChecks } from "./generated-layout-view.ts";

/** Runs the library's automatic checks on a generated layout against the published library, in the checklist's thread. */
export async function checkGeneratedLayout(deps: { db: Db; storage: Storage; thread: ChecklistThread }, definition: Layout) {
  const { db, storage, thread } = deps;
  const [templates, layouts] = await Promise.all([listPublishedDefinitions(db, "template"), listPublishedDefinitions(db, "layout")]);
  const checks = await thread.check(
    { db, storage },
    {
      kind: "layout",
      definition,
      library: { templates: templates as Template[], layouts: layouts as Layout[] },
    },
  );
  return { checks, checksGreen: automaticChecks(definition, checks).every((item) => item.status === "pass") };
}
