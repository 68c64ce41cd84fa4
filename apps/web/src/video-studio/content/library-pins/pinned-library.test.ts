import { describe, expect, it } from "vitest";
import { cleanTemplate, titleLayout } from "../../../testing/library";

const boldTemplate = { ...cleanTemplate, id: "bold", name: "Bold" };
import { pinnedLibrary } from "./pinned-library";

describe("pinnedLibrary", () => {
  it("puts the pinned versions in place of the published ones", () => {
    const oldClean = { ...cleanTemplate, name: "Clean (version 1)" };
    const oldTitle = { ...titleLayout, name: "Title (version 1)" };
    const drawn = pinnedLibrary([cleanTemplate, boldTemplate], { title: titleLayout }, { template: oldClean, layouts: [oldTitle] });
    expect(drawn.templates.map((template) => template.name)).toEqual(["Clean (version 1)", boldTemplate.name]);
    expect(drawn.layouts.title!.name).toBe("Title (version 1)");
  });

  it("keeps a pinned template that was retired since, so the video still opens", () => {
    const retired = { ...cleanTemplate, id: "gone", name: "Gone" };
    expect(pinnedLibrary([cleanTemplate], {}, { template: retired, layouts: [] }).templates.map((template) => template.id)).toEqual([
      cleanTemplate.id,
      "gone",
    ]);
  });

  it("leaves the published library alone when nothing is pinned", () => {
    const drawn = pinnedLibrary([cleanTemplate], { title: titleLayout }, { template: null, layouts: [] });
    expect(drawn).toEqual({ templates: [cleanTemplate], layouts: { title: titleLayout } });
  });
});
