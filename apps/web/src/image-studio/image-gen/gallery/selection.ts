/** The gallery's multi-selection: which images are picked, and the one a shift-click range starts from. */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

export type SelectionAction =
  | { type: "toggle"; id: string }
  /** Shift-click: everything between the anchor and `id` in the shown order joins the selection. */
  | { type: "range"; id: string; order: readonly string[] }
  | { type: "all"; order: readonly string[] }
  | { type: "clear" }
  /** Images that left the list (deleted, filtered out) leave the selection too. */
  | { type: "keep"; order: readonly string[] };

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case "toggle": {
      const ids = new Set(state.ids);
      if (ids.has(action.id)) ids.delete(action.id);
      else ids.add(action.id);
      return { ids, anchor: action.id };
    }
    case "range": {
      const from = state.anchor === null ? -1 : action.order.indexOf(state.anchor);
      const to = action.order.indexOf(action.id);
      if (from < 0 || to < 0) return selectionReducer(state, { type: "toggle", id: action.id });
      const [start, end] = from < to ? [from, to] : [to, from];
      const ids = new Set(state.ids);
      for (const id of action.order.slice(start, end + 1)) ids.add(id);
      // The anchor stays, so a second shift-click re-spans from the same image.
      return { ids, anchor: state.anchor };
    }
    case "all":
      return { ids: new Set(action.order), anchor: state.anchor };
    case "clear":
      return EMPTY_SELECTION;
    case "keep": {
      const shown = new Set(action.order);
      const ids = new Set([...state.ids].filter((id) => shown.has(id)));
      if (ids.size === state.ids.size) return state;
      return { ids, anchor: state.anchor && shown.has(state.anchor) ? state.anchor : null };
    }
  }
}
