import { Textarea, TextInput } from "@mantine/core";
import type { Slot } from "@framewise/scene";

interface Props {
  slot: Slot;
  value: string;
  onChange: (text: string) => void;
}

/** Longer texts get a few lines to breathe; short ones (a button, a number) one line. */
const MULTILINE_FROM = 100;

/** One text slot of a scene: a list is one item per line; a counter shows the room the layout leaves. */
export function SlotField({ slot, value, onChange }: Props) {
  const common = {
    label: slot.label,
    value,
    required: slot.required,
    maxLength: slot.maxLength,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  if (slot.kind === "list") return <Textarea {...common} autosize minRows={2} description="One point per line" />;
  const counter = slot.maxLength ? `${value.length} / ${slot.maxLength}` : undefined;
  if ((slot.maxLength ?? 0) >= MULTILINE_FROM) return <Textarea {...common} autosize minRows={2} description={counter} />;
  return <TextInput {...common} description={counter} />;
}
