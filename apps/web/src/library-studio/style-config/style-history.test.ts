import { describe, expect, it } from "vitest";
import { cleanTemplate } from "../../testing/library";
import { canRedoStyle, canUndoStyle, isUnsaved, startStyle, styleReducer, type StyleAction } from "./style-history";
import { setPaletteColor } from "./template-edits";

const recolour = (color: string, key?: string): StyleAction => ({
  type: "edit",
  change: (t) => setPaletteColor(t, "background", color),
  key,
});
const run = (...actions: StyleAction[]) => actions.reduce(styleReducer, startStyle(cleanTemplate));

describe("the style editor's history", () => {
  it("starts saved, with nothing to undo", () => {
    const state = run();
    expect(isUnsaved(state)).toBe(false);
    expect(canUndoStyle(state)).toBe(false);
  });

  it("undoes and redoes edits, and is saved again when undone back to the saved template", () => {
    const edited = run(recolour("#111111"), recolour("#222222"));
    expect(edited.history.present.palette.background).toBe("#222222");
    expect(isUnsaved(edited)).toBe(true);
    const back = ([{ type: "undo" }, { type: "undo" }] as StyleAction[]).reduce(styleReducer, edited);
    expect(back.history.present).toBe(cleanTemplate);
    expect(isUnsaved(back)).toBe(false);
    const again = styleReducer(back, { type: "redo" });
    expect(again.history.present.palette.background).toBe("#111111");
    expect(canRedoStyle(again)).toBe(true);
  });

  it("makes a colour dragged through many values one undo step", () => {
    const dragged = run(
      recolour("#010101", "palette.background"),
      recolour("#020202", "palette.background"),
      recolour("#030303", "palette.background"),
    );
    const undone = styleReducer(dragged, { type: "undo" });
    expect(undone.history.present).toBe(cleanTemplate);
  });

  it("counts what was sent as saved, so an edit made while saving stays unsaved", () => {
    const sent = run(recolour("#111111"));
    const editedMeanwhile = styleReducer(sent, recolour("#222222"));
    const saved = styleReducer(editedMeanwhile, { type: "saved", template: sent.history.present });
    expect(isUnsaved(saved)).toBe(true);
    expect(isUnsaved(styleReducer(saved, { type: "undo" }))).toBe(false);
  });
});
