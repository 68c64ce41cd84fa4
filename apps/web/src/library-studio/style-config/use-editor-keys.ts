import { useEffect } from "react";

interface Keys {
  save: () => void;
  undo: () => void;
  redo: () => void;
}

/**
 * Ctrl/Cmd+S saves anywhere; Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes, except
 * in a text field, where they stay the field's own.
 */
export function useEditorKeys({ save, undo, redo }: Keys) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "s") {
        event.preventDefault();
        save();
        return;
      }
      if ((event.target as HTMLElement | null)?.closest?.("input, textarea")) return;
      if (key === "z" || key === "y") {
        event.preventDefault();
        if (key === "y" || event.shiftKey) redo();
        else undo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save, undo, redo]);
}
