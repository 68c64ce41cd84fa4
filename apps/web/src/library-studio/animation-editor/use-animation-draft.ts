import type { LibraryKind } from "@framewise/contracts";
import { useReducer } from "react";
import { startHistory, type History } from "../../video-studio/content/edit-history";
import type { Definition, StudioItem } from "../studio/studio-api";
import type { EditorAction } from "./animation-edits";
import { useDraftAutosave, type DraftSaveState } from "./use-draft-autosave";

export interface AnimationDraft<Kind extends LibraryKind = LibraryKind, Edit = unknown> {
  history: History<Definition<Kind>>;
  saveState: DraftSaveState;
  edit: (edit: Edit, mergeKey?: string) => void;
  undo: () => void;
  redo: () => void;
}

type Reducer<Kind extends LibraryKind, Edit> = (
  history: History<Definition<Kind>>,
  action: EditorAction<Edit>,
) => History<Definition<Kind>>;

/** An item's definition under edit: its undo history, each change autosaved as a draft version. */
export function useAnimationDraft<Kind extends LibraryKind, Edit>(
  kind: Kind,
  item: StudioItem<Kind>,
  reducer: Reducer<Kind, Edit>,
): AnimationDraft<Kind, Edit> {
  // Opened once from the latest version: refetches after each autosave must not reset the edits.
  const [history, dispatch] = useReducer(reducer, item.definition, startHistory);
  const saveState = useDraftAutosave(kind, item.id, history.present);
  return {
    history,
    saveState,
    edit: (edit, mergeKey) => dispatch({ type: "edit", edit, mergeKey }),
    undo: () => dispatch({ type: "undo" }),
    redo: () => dispatch({ type: "redo" }),
  };
}
