import { TextInput } from "@mantine/core";
import { useRef, useState } from "react";

interface Props {
  label: string;
  initial: string;
  maxLength: number;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Renaming in place: Enter (or leaving the field) saves, Escape cancels; an empty or unchanged name changes nothing. */
export function InlineNameInput({ label, initial, maxLength, onSave, onCancel }: Props) {
  const [name, setName] = useState(initial);
  // Enter and the blur that follows it must not both save.
  const done = useRef(false);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const trimmed = name.trim();
    if (save && trimmed && trimmed !== initial) onSave(trimmed);
    else onCancel();
  };
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={name}
      maxLength={maxLength}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setName(event.currentTarget.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === "Enter") finish(true);
        if (event.key === "Escape") {
          // The field's Escape, not a dialog's or the page's.
          event.stopPropagation();
          finish(false);
        }
      }}
    />
  );
}
