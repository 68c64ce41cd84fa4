import { Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { Slot } from "@framewise/scene";

interface Props {
  slot: Slot;
  value: string;
  onChange: (text: string) => void;
  /** A list's items drawn 1., 2., 3. rather than with bullets, and its switch. */
  numbered?: boolean;
  onNumberedChange?: (numbered: boolean) => void;
}

/** Longer texts get a few lines to breathe; short ones (a button, a number) one line. */
const MULTILINE_FROM = 100;

/** One text slot of a scene: a list is one item per line; a counter shows the room the layout leaves. */
export function SlotField({ slot, value, onChange, numbered = false, onNumberedChange }: Props) {
  const common = {
    label: slot.label,
    value,
    required: slot.required,
    maxLength: slot.maxLength,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  if (slot.kind === "list")
    return (
      <Stack gap={4}>
        <Textarea {...common} autosize minRows={2} description="One point per line" />
        {onNumberedChange && (
          <Switch
            size="xs"
            // Not the slot's label again: "Points" must name the field alone.
            label="Numbered (1., 2., 3.)"
            checked={numbered}
            onChange={(event) => onNumberedChange(event.currentTarget.checked)}
          />
        )}
      </Stack>
    );
  const counter = slot.maxLength ? `${value.length} / ${slot.maxLength}` : undefined;
  if ((slot.maxLength ?? 0) >= MULTILINE_FROM) return <Textarea {...common} autosize minRows={2} description={counter} />;
  return <TextInput {...common} description={counter} />;
}
