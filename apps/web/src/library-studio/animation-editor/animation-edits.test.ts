import { layoutSchema, templateSchema, type Layout } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { startHistory } from "../../video-studio/content/edit-history";
import { cleanTemplate } from "../../testing/library";
import { findElement, layoutReducer, templateReducer, type EditorAction, type LayoutEdit } from "./animation-edits";

const layout = layoutSchema.parse({
  id: "card",
  name: "Card",
  slots: [{ name: "headline", kind: "headline", label: "Headline" }],
  elements: [
    {
      id: "group",
      type: "group",
      box: { x: 0, y: 0, width: 1, height: 1 },
      children: [{ id: "title", type: "text", slot: "headline", box: { x: 0.1, y: 0.1, width: 0.8, height: 0.2 } }],
    },
  ],
});

const run = (actions: EditorAction<LayoutEdit>[], from: Layout = layout) => actions.reduce(layoutReducer, startHistory(from));
const edit = (change: LayoutEdit, mergeKey?: string): EditorAction<LayoutEdit> => ({ type: "edit", edit: change, mergeKey });
const track = (history: ReturnType<typeof run>) => findElement(history.present, "title")?.keyframes?.x;
const key = (index: number) => ({ element: "title", property: "x" as const, index });

describe("the animation editor's edits", () => {
  it("adds keyframes in time order, snapped to frames, holding the value the track has there", () => {
    const history = run([
      edit({ type: "add-keyframe", element: "title", property: "x", time: 1.01 }),
      edit({ type: "set-keyframe", key: key(0), value: 0.4 }),
      edit({ type: "add-keyframe", element: "title", property: "x", time: 0.2 }),
      // A second keyframe on the same frame is refused.
      edit({ type: "add-keyframe", element: "title", property: "x", time: 0.205 }),
    ]);
    expect(track(history)?.map((frame) => [Number(frame.time.toFixed(4)), frame.value])).toEqual([
      [0.2, 0.4],
      [1, 0.4],
    ]);
    // A new track starts from the property's resting value.
    const opacity = run([edit({ type: "add-keyframe", element: "title", property: "opacity", time: 0 })]);
    expect(findElement(opacity.present, "title")?.keyframes?.opacity).toEqual([{ time: 0, value: 1, easing: "linear" }]);
  });

  it("moves a keyframe without passing its neighbours, snapped to 1/30 s, and keeps a valid layout", () => {
    const base = run([
      edit({ type: "add-keyframe", element: "title", property: "x", time: 0 }),
      edit({ type: "add-keyframe", element: "title", property: "x", time: 1 }),
      edit({ type: "add-keyframe", element: "title", property: "x", time: 2 }),
    ]).present;
    const moved = run([edit({ type: "move-keyframe", key: key(1), time: 1.51 })], base);
    expect(track(moved)?.[1]?.time).toBeCloseTo(1.5, 6);
    const pushed = run([edit({ type: "move-keyframe", key: key(1), time: 5 })], base);
    expect(track(pushed)?.[1]?.time).toBe(2);
    expect(layoutSchema.safeParse(pushed.present).success).toBe(true);
  });

  it("writes easings, removes keyframes (an empty track goes) and edits presets", () => {
    const history = run([
      edit({ type: "add-keyframe", element: "title", property: "x", time: 0 }),
      edit({ type: "set-keyframe", key: key(0), easing: { type: "cubic-bezier", x1: 0.2, y1: 0, x2: 0.1, y2: 1 } }),
      edit({ type: "add-preset", owner: "title", preset: "slide" }),
      edit({ type: "set-preset", owner: "title", index: 0, patch: { direction: "left", duration: 1 } }),
    ]);
    expect(track(history)?.[0]?.easing).toEqual({ type: "cubic-bezier", x1: 0.2, y1: 0, x2: 0.1, y2: 1 });
    expect(findElement(history.present, "title")?.animations).toEqual([
      { preset: "slide", phase: "in", duration: 1, delay: 0, direction: "left", easing: "ease-out-cubic" },
    ]);
    const cleared = run(
      [edit({ type: "remove-keyframe", key: key(0) }), edit({ type: "remove-preset", owner: "title", index: 0 })],
      history.present,
    );
    expect(findElement(cleared.present, "title")).not.toHaveProperty("keyframes");
    expect(findElement(cleared.present, "title")).not.toHaveProperty("animations");
  });

  it("undoes and redoes, a drag (one merge key) as one step", () => {
    const start = run([edit({ type: "add-keyframe", element: "title", property: "x", time: 0 })]).present;
    let history = run(
      [0.1, 0.2, 0.3].map((time) => edit({ type: "move-keyframe", key: key(0), time }, "drag-1")),
      start,
    );
    expect(track(history)?.[0]?.time).toBeCloseTo(0.3, 6);
    history = layoutReducer(history, { type: "undo" });
    expect(track(history)?.[0]?.time).toBe(0);
    history = layoutReducer(history, { type: "redo" });
    expect(track(history)?.[0]?.time).toBeCloseTo(0.3, 6);
    // Nothing to redo after a new edit.
    history = layoutReducer(layoutReducer(history, { type: "undo" }), edit({ type: "set-keyframe", key: key(0), value: 2 }));
    expect(layoutReducer(history, { type: "redo" })).toBe(history);
  });

  it("edits a template's entrance presets per slot kind, dropping an emptied kind", () => {
    let history = startHistory(cleanTemplate);
    history = templateReducer(history, { type: "edit", edit: { type: "add-preset", owner: "headline", preset: "pop" } });
    history = templateReducer(history, { type: "edit", edit: { type: "set-preset", owner: "headline", index: 0, patch: { delay: 0.3 } } });
    expect(history.present.animations.headline).toMatchObject([{ preset: "pop", delay: 0.3 }]);
    expect(templateSchema.safeParse(history.present).success).toBe(true);
    history = templateReducer(history, { type: "edit", edit: { type: "remove-preset", owner: "headline", index: 0 } });
    expect(history.present.animations).toEqual({});
    expect(templateReducer(history, { type: "undo" }).present.animations.headline).toHaveLength(1);
  });
});
