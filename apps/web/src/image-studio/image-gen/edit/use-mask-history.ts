import { useCallback, useEffect, useMemo, useState } from "react";
import { rasterizeMask, type MaskOp } from "./mask-raster";

interface History {
  done: MaskOp[];
  undone: MaskOp[];
}

/**
 * The mask's painting steps with undo and redo (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y, as in every
 * paint program), and the pixels they make at the image's own size. Steps are a few points each,
 * so every one is kept: undo goes all the way back.
 */
export function useMaskHistory(width: number, height: number) {
  const [history, setHistory] = useState<History>({ done: [], undone: [] });
  const push = useCallback((op: MaskOp) => setHistory(({ done }) => ({ done: [...done, op], undone: [] })), []);
  const undo = useCallback(
    () =>
      setHistory(({ done, undone }) => (done.length ? { done: done.slice(0, -1), undone: [done.at(-1)!, ...undone] } : { done, undone })),
    [],
  );
  const redo = useCallback(
    () => setHistory(({ done, undone }) => (undone.length ? { done: [...done, undone[0]!], undone: undone.slice(1) } : { done, undone })),
    [],
  );
  const mask = useMemo(() => rasterizeMask(history.done, width, height), [history.done, width, height]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement | null)?.closest?.("input, textarea")) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || key === "y") redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  return {
    mask,
    push,
    undo,
    redo,
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
    invert: () => push({ kind: "invert" }),
    clear: () => push({ kind: "clear" }),
  };
}

export type MaskHistory = ReturnType<typeof useMaskHistory>;
