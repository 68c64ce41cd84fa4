import type { CSSProperties, KeyboardEvent } from "react";

/**
 * What a picker tile's button does and looks like: a click selects it, a double-click (or Enter on
 * the tile already selected, where a button would otherwise click) picks it.
 */
export function choiceTileProps(selected: boolean, onSelect: () => void, onPick: () => void, style: CSSProperties = {}) {
  return {
    "aria-pressed": selected,
    onClick: onSelect,
    onDoubleClick: onPick,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !selected) return;
      event.preventDefault();
      onPick();
    },
    style: {
      display: "block",
      overflow: "hidden",
      borderRadius: "var(--mantine-radius-md)",
      border: "1px solid var(--mantine-color-gray-3)",
      // A shadow rather than an outline, so the keyboard focus ring still shows on a selected tile.
      boxShadow: selected ? "0 0 0 3px var(--mantine-color-violet-6)" : undefined,
      ...style,
    },
  };
}
