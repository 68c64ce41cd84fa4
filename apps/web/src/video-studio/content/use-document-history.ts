import type { Content } from "@framewise/scene";
import { useCallback, useEffect, useState } from "react";
import { canRedo, canUndo, record, redo, rewrite, startHistory, undo } from "./edit-history";

export type Edit = (content: Content) => Content;

/** The document being edited, with undo and redo (buttons, Ctrl/⌘+Z, and Ctrl/⌘+Shift+Z or Ctrl/⌘+Y). */
export function useDocumentHistory(loaded: Content) {
  const [history, setHistory] = useState(() => startHistory(loaded));
  /** `field` names where the edit comes from: edits of one field in a row undo together. */
  const apply = useCallback(
    (edit: Edit, field: string | null = null) => setHistory((current) => record(current, edit(current.present), field)),
    [],
  );
  /** A change that is no one's edit here (see `rewrite`): made to every step, recorded as none. */
  const rewriteAll = useCallback((change: Edit) => setHistory((current) => rewrite(current, change)), []);
  const undoEdit = useCallback(() => setHistory(undo), []);
  const redoEdit = useCallback(() => setHistory(redo), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const redoes = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
      if (key !== "z" && !redoes) return;
      // The editor's undo replaces the text fields' own, so one shortcut undoes every kind of edit.
      event.preventDefault();
      if (redoes) redoEdit();
      else undoEdit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undoEdit, redoEdit]);

  return {
    document: history.present,
    apply,
    rewrite: rewriteAll,
    undo: undoEdit,
    redo: redoEdit,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}
