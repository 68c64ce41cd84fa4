import { ColorInput, ColorSwatch, Group } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { PALETTE_ROLES, resolveColor, type Palette, type PaletteRole } from "@framewise/scene";
import { useState } from "react";

const ROLE_LABELS: Record<PaletteRole, string> = {
  background: "Background",
  surface: "Surface",
  primary: "Primary",
  secondary: "Secondary",
  text: "Text",
  accent: "Accent",
};
const HEX = /^#[0-9a-fA-F]{6}$/;

interface Props {
  /** Names the group of swatches and the picker. */
  label: string;
  /** A hex colour or a palette role (`$primary`); undefined when none is set. */
  value: string | undefined;
  palette: Palette;
  /** `picking` is true while the picker or typing moves through colours, so those changes make one undo step. */
  onChange: (color: string, picking: boolean) => void;
}

/**
 * A document colour: the video's palette roles as swatches (a role follows the template and the
 * brand kit, so the scene keeps matching them) and a picker for any other colour.
 */
export function ColorField({ label, value, palette, onChange }: Props) {
  const shown = value ? resolveColor(value, palette).slice(0, 7) : "";
  // What is typed, until it is a whole colour; the document's colour again once that changes.
  const [draft, setDraft] = useState({ for: shown, text: shown });
  const role = value?.startsWith("$") ? value.slice(1).toLowerCase() : undefined;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={label}>
      {PALETTE_ROLES.map((each) => (
        <ColorSwatch
          key={each}
          component="button"
          type="button"
          size={20}
          color={palette[each]}
          aria-label={ROLE_LABELS[each]}
          aria-pressed={role === each}
          title={`The video's ${ROLE_LABELS[each].toLowerCase()} colour`}
          style={{ cursor: "pointer" }}
          onClick={() => onChange(`$${each}`, false)}
        >
          {/* White with a dark edge: seen on any swatch. */}
          {role === each && <IconCheck size={12} color="white" style={{ filter: "drop-shadow(0 0 1px black)" }} />}
        </ColorSwatch>
      ))}
      <ColorInput
        aria-label="Custom colour"
        size="xs"
        w={116}
        format="hex"
        placeholder="#rrggbb"
        value={draft.for === shown ? draft.text : shown}
        onChange={(typed) => {
          setDraft({ for: shown, text: typed });
          if (HEX.test(typed) && typed.toLowerCase() !== shown.toLowerCase()) onChange(typed.toLowerCase(), true);
        }}
      />
    </Group>
  );
}
