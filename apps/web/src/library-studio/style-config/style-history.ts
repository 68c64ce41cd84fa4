import type { Template } from "@framewise/scene";
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from "../../video-studio/content/edit-history";

/** The template being styled: its edits with undo and redo, and the definition last saved. */
export interface StyleState {
  history: History<Template>;
  saved: Template;
}

export type StyleAction =
  /** `key` names the field: edits from one field in a row (a colour dragged) are one undo step. */
  | { type: "edit"; change: (template: Template) => Template; key?: string }
  | { type: "undo" }
  | { type: "redo" }
  /** The server stored `template` (the one shown when it was sent, so edits made while saving stay unsaved); edits stay undoable. */
  | { type: "saved"; template: Template };

/** How a section asks for an edit: `key` names the field, so a run of edits to it is one undo step. */
export type StyleEdit = (change: (template: Template) => Template, key?: string) => void;

export const startStyle = (template: Template): StyleState => ({ history: startHistory(template), saved: template });

export function styleReducer(state: StyleState, action: StyleAction): StyleState {
  switch (action.type) {
    case "edit":
      return { ...state, history: record(state.history, action.change(state.history.present), action.key ?? null) };
    case "undo":
      return { ...state, history: undo(state.history) };
    case "redo":
      return { ...state, history: redo(state.history) };
    case "saved":
      return { ...state, saved: action.template };
  }
}

/** Unsaved when the template shown is not the one saved (an edit undone back to it counts as saved). */
export const isUnsaved = (state: StyleState) => state.history.present !== state.saved;
export const canUndoStyle = (state: StyleState) => canUndo(state.history);
export const canRedoStyle = (state: StyleState) => canRedo(state.history);
