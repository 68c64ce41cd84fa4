/** Where typing goes: every key pressed there is the field's. */
const TEXT_ENTRY = "input, textarea, select, [contenteditable]:not([contenteditable='false']), [role=textbox], [role=combobox]";
/** Open windows over the editor (pickers, menus): their keys are theirs. */
const OVERLAY = "[role=dialog], [role=menu], [role=listbox]";
/** Controls that Space and Enter press. */
const PRESSABLE =
  "button, a[href], summary, [role=button], [role=checkbox], [role=switch], [role=menuitem], [role=option], [role=tab], [role=radio]";
/** Controls that arrows, Home and End move: a slider, tabs, a group of radios. */
const MOVABLE = "[role=slider], [role=tablist], [role=radiogroup], [role=tab], [role=radio]";
const MOVE_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * Whether a key pressed while `target` has focus is that element's own (typing in a field,
 * pressing a button, moving a slider) rather than the preview's. Anywhere else on the page, the
 * preview's keys work without its picture being clicked first.
 */
export function keyBelongsToFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(TEXT_ENTRY) || target.closest(OVERLAY)) return true;
  if ((key === " " || key === "Enter") && target.closest(PRESSABLE)) return true;
  return MOVE_KEYS.has(key) && target.closest(MOVABLE) !== null;
}

export interface PreviewControls {
  toggle: () => void;
  seek: (frame: number) => void;
}

/**
 * The preview's action for a key, or undefined: Space or K plays and pauses, ←/→ step one frame
 * (with Shift one second), Home and End jump to the ends.
 */
export function previewKeyAction(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "ctrlKey" | "metaKey" | "altKey">,
  at: { frame: number; fps: number; frames: number },
  controls: PreviewControls,
): (() => void) | undefined {
  // Shortcuts with Ctrl, ⌘ or Alt are the editor's or the browser's (undo, tabs, history).
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const step = event.shiftKey ? at.fps : 1;
  switch (event.key) {
    case " ":
    case "k":
      return controls.toggle;
    case "ArrowLeft":
      return () => controls.seek(at.frame - step);
    case "ArrowRight":
      return () => controls.seek(at.frame + step);
    case "Home":
      return () => controls.seek(0);
    case "End":
      return () => controls.seek(at.frames - 1);
    default:
      return undefined;
  }
}
