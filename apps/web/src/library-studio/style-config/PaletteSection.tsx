import { Badge, ColorInput, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { PALETTE_ROLES, type Palette, type PaletteRole } from "@framewise/scene";
import { useState } from "react";
import { contrastWarnings } from "./contrast-warnings";
import type { FieldErrors } from "./field-errors";
import { Section } from "./Section";
import type { StyleEdit } from "./style-history";
import { setPaletteColor } from "./template-edits";

const HEX = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
export const ROLE_NAMES: Record<PaletteRole, string> = {
  background: "Background",
  surface: "Surface",
  primary: "Primary",
  secondary: "Secondary",
  text: "Text",
  accent: "Accent",
};
const LEVELS = {
  pass: { color: "green", label: "AA" },
  large: { color: "yellow", label: "AA large text only" },
  fail: { color: "red", label: "Fails AA" },
} as const;

/** A palette colour: typed text is kept until it is a whole colour, then it is the template's. */
function RoleColor({ role, value, error, onEdit }: { role: PaletteRole; value: string; error?: string; onEdit: StyleEdit }) {
  const [draft, setDraft] = useState({ for: value, text: value });
  return (
    <ColorInput
      label={ROLE_NAMES[role]}
      format="hex"
      value={draft.for === value ? draft.text : value}
      error={error}
      onChange={(typed) => {
        setDraft({ for: value, text: typed });
        if (HEX.test(typed) && typed.toLowerCase() !== value.toLowerCase())
          onEdit((template) => setPaletteColor(template, role, typed.toLowerCase()), `palette.${role}`);
      }}
    />
  );
}

/** The six palette roles, and how readable each text pair is (WCAG AA) as the colours change. */
export function PaletteSection({ palette, fields, onEdit }: { palette: Palette; fields: FieldErrors; onEdit: StyleEdit }) {
  return (
    <Section title="Palette" path="palette" fields={fields}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {PALETTE_ROLES.map((role) => (
          <RoleColor key={role} role={role} value={palette[role]} error={fields?.[`definition.palette.${role}`]} onEdit={onEdit} />
        ))}
      </SimpleGrid>
      <Stack gap={4} role="list" aria-label="Contrast">
        {contrastWarnings(palette).map(({ text, on, ratio, level }) => (
          <Group key={`${text}-${on}`} gap="xs" role="listitem" data-level={level}>
            <Text size="sm" w={190} style={{ color: palette[text], background: palette[on], padding: "0 6px", borderRadius: 4 }}>
              {ROLE_NAMES[text]} on {ROLE_NAMES[on].toLowerCase()}
            </Text>
            <Text size="sm" ff="monospace">
              {ratio.toFixed(1)}:1
            </Text>
            <Badge size="sm" variant="light" color={LEVELS[level].color}>
              {LEVELS[level].label}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
