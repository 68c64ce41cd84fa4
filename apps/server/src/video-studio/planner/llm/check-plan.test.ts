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

  it("refuses a brief's instructions on screen, and keeps what the video says", () => {
    const scenes = (headline: string, point: string, button: string) => [
      { id: "scene-1", layoutId: "title", slots: { headline: { text: headline } } },
      { id: "scene-2", layoutId: "list", slots: { headline: { text: "Why Ember & Oak" }, items: { items: ["Roasted daily", point] } } },
      { id: "scene-3", layoutId: "call-to-action", slots: { headline: { text: "Ember & Oak" }, button: { text: button } } },
    ];
    const asked = plan(scenes("A 30-second ad for Ember & Oak", "Tone: warm and friendly", "End with: order fresh"), {
      title: "Make a TikTok video about Ember & Oak",
    });
    expect(problems(asked)).toEqual([
      expect.stringMatching(/^\/title: is an instruction of the brief \("Make a TikTok video about Ember & Oak"\)/),
      expect.stringMatching(/^\/scenes\/0\/slots\/headline\/text: is an instruction of the brief \("A 30-second ad for Ember & Oak"\)/),
      expect.stringMatching(/^\/scenes\/1\/slots\/items\/items\/1: is an instruction/),
      expect.stringMatching(/^\/scenes\/2\/slots\/button\/text: is an instruction/),
    ]);
    expect(problems(plan(scenes("Ember & Oak", "Free delivery within 2 miles", "Order fresh"), { title: "Ember & Oak" }))).toEqual([]);
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
