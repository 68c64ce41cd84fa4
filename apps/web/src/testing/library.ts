import { layoutSchema, templateSchema } from "@framewise/scene";
import { ok, type FakeAnswer } from "./fake-api";

/** A one-layout "title" on a black background, its one slot a headline. */
export const titleLayout = layoutSchema.parse({
  id: "title",
  name: "Title",
  slots: [{ name: "headline", kind: "headline", label: "Headline" }],
  elements: [{ id: "bg", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#000000" }],
});

/** The "clean" template, plain colours and Inter, offering only the title layout. */
export const cleanTemplate = templateSchema.parse({
  id: "clean",
  name: "Clean",
  palette: { background: "#000000", surface: "#111111", primary: "#222222", secondary: "#333333", text: "#ffffff", accent: "#ff0000" },
  fonts: { heading: { family: "Inter" }, body: { family: "Inter" } },
  textStyles: {},
  background: "#000000",
  transition: { type: "cut" },
  layouts: ["title"],
});

/** The library's routes for the fake API: the clean template and its title layout, enough to draw a storyboard. */
export const libraryRoutes = (): Record<string, FakeAnswer[]> => ({
  "GET /api/v1/templates": [ok({ data: [cleanTemplate] })],
  "GET /api/v1/layouts": [ok({ data: [titleLayout] })],
});
