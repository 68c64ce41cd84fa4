import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { describe, expect, it } from "vitest";
import { checkPlan } from "./check-plan.ts";

const library = {
  template: STARTER_TEMPLATES.find((template) => template.id === "clean")!,
  layouts: STARTER_LAYOUTS,
  aspectRatio: "1:1" as const,
};
const plan = (scenes: unknown[], head: Record<string, unknown> = {}) => ({
  version: 1,
  title: "Plan",
  aspectRatio: "1:1",
  templateId: "clean",
  scenes,
  ...head,
});
const problems = (input: unknown, media: string[] = []) => {
  const checked = checkPlan(input, library, media);
  return checked.ok ? [] : checked.errors.map((error) => `${error.path}: ${error.message}`);
};

describe("checking a model's storyboard", () => {
  it("keeps a document that fits the library", () => {
    const checked = checkPlan(
      plan([{ id: "scene-1", layoutId: "list", slots: { headline: { text: "Why" }, items: { items: ["One", "Two"] } }, duration: 4 }]),
      library,
      [],
    );
    expect(checked.ok).toBe(true);
  });

  it("names the schema's problems at their paths first", () => {
    expect(problems(plan([{ id: "scene-1", layoutId: "title", duration: -1 }]))[0]).toMatch(/^\/scenes\/0\/duration: /);
    expect(problems(plan([]))[0]).toMatch(/^\/scenes: /);
  });

  it("holds the plan to the template and aspect ratio asked for", () => {
    expect(
      problems(
        plan([{ id: "scene-1", layoutId: "title", slots: { headline: { text: "Hi" } } }], { templateId: "bold", aspectRatio: "9:16" }),
      ),
    ).toEqual(['/templateId: must be "clean"', '/aspectRatio: must be "1:1"']);
  });

  it("refuses unknown slots, wrong shapes, missing required slots and pictures the user did not give", () => {
    expect(
      problems(
        plan([
          {
            id: "scene-1",
            layoutId: "headline-image",
            slots: { headline: { items: ["x"] }, caption: { text: "?" }, image: { src: "https://elsewhere.example/a.jpg" } },
          },
        ]),
        ["asset:mine"],
      ),
    ).toEqual([
      "/scenes/0/slots/headline: must be {text}",
      '/scenes/0/slots/caption: layout "headline-image" has no such slot; its slots are image, headline, body',
      "/scenes/0/slots/image/src: must be one of the media sources given",
    ]);
    expect(problems(plan([{ id: "scene-1", layoutId: "list", slots: { items: { text: "One" } } }]))).toEqual([
      "/scenes/0/slots/items: must be {items}",
      "/scenes/0/slots/headline: is required by the layout",
    ]);
  });
});
