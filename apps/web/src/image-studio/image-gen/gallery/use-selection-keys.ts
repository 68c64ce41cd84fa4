import { useEffect } from "react";

/** Typing in a field keeps its own Ctrl/⌘+A and Escape. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** Ctrl/⌘+A selects every shown image, Escape clears the selection (not while a dialog is open: Escape closes it). */
export function useSelectionKeys({ onSelectAll, onClear }: { onSelectAll: () => void; onClear: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || document.querySelector("[role=dialog]")) return;
      if (event.key.toLowerCase() === "a" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        onSelectAll();
      } else if (event.key === "Escape") onClear();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onSelectAll, onClear]);
}
