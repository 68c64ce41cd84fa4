import { useEffect, useLayoutEffect, useRef } from "react";

interface Keys {
  togglePlay: () => void;
  undo: () => void;
  redo: () => void;
  /** Arrow left/right: `frames` (1, or 10 with Shift). */
  nudge?: (frames: number) => void;
  remove?: () => void;
}

/** Typing in a field keeps its keys (a space, an arrow, Delete, the field's own undo). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** The animation editors' keys: Space plays, Ctrl/Cmd+Z undoes, with Shift redoes; arrows nudge and Delete removes the selected keyframe. */
export function useEditorKeys(keys: Keys) {
  const current = useRef(keys);
  useLayoutEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target)) return;
      const { togglePlay, undo, redo, nudge, remove } = current.current;
      const command = event.ctrlKey || event.metaKey;
      if (command && event.key.toLowerCase() === "z") (event.shiftKey ? redo : undo)();
      else if (command && event.key.toLowerCase() === "y") redo();
      else if (event.key === " " && !(event.target instanceof HTMLButtonElement)) togglePlay();
      else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && nudge)
        nudge((event.key === "ArrowLeft" ? -1 : 1) * (event.shiftKey ? 10 : 1));
      else if ((event.key === "Delete" || event.key === "Backspace") && remove) remove();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
