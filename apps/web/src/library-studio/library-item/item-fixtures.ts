import type { LibraryStage } from "@framewise/contracts";
import { ok, type FakeAnswer } from "../../testing/fake-api";
import { libraryRoutes, titleLayout } from "../../testing/library";
import type { VersionChecklist } from "./item-api";

export const ITEM = "/api/v1/staff/library/layout/title";

const version = (number: number, stage: LibraryStage) => ({
  id: `v${number}`,
  version: number,
  stage,
  author_id: "staff-1",
  author_email: "ada@staff.test",
  note: number === 2 ? "Bigger headline" : null,
  publish_override: null,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
});

/** The starter "title" layout as the studio answers it, its latest version (2) at `stage`. */
export const titleItem = (stage: LibraryStage) => ({
  kind: "layout",
  id: "title",
  name: "Title",
  stage,
  latest_version: 2,
  published_version: 1,
  owner_id: null,
  owner_email: null,
  aspect_coverage: ["9:16", "1:1", "16:9", "4:5"],
  usage_count: 3,
  updated_at: "2026-11-20T10:00:00Z",
  definition: titleLayout,
  versions: [version(2, stage), version(1, "published")],
});

/** A checklist of one aspect: the server's checks at `status`, running or not. */
export const checklist = (
  overrides: Partial<VersionChecklist> = {},
  status: "pass" | "fail" | "not_run" = "not_run",
): VersionChecklist => ({
  version: 2,
  ran_at: status === "not_run" ? null : "2026-11-20T10:05:00Z",
  duration_ms: status === "not_run" ? null : 153,
  checked_with: status === "not_run" ? [] : ["clean"],
  items: (["schema_valid", "text_fits", "safe_areas", "contrast"] as const).map((check) => ({
    check,
    aspect: "9:16",
    kind: "automatic",
    status,
    findings:
      status === "fail" && check === "contrast" ? [{ element: "headline", template: "clean", message: "contrast 2.6:1, below 4.5:1" }] : [],
    ticked_by: null,
    ticked_at: null,
  })),
  green: false,
  running: false,
  started_at: null,
  error: null,
  browser_comparison: {},
  ...overrides,
});

/** Everything the page reads, for an item at `stage`. */
export const pageRoutes = (stage: LibraryStage): Record<string, FakeAnswer[]> => ({
  ...libraryRoutes(),
  [`GET ${ITEM}`]: [ok({ data: titleItem(stage) })],
  [`GET ${ITEM}/checklist`]: [ok({ data: checklist() })],
  "GET /api/v1/staff/members": [ok({ data: [{ id: "staff-1", email: "ada@staff.test", name: "Ada" }] })],
  [`GET ${ITEM}/versions/2/comments`]: [ok({ data: [] })],
});
