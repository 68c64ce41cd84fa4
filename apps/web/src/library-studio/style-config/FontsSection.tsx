import { Group, Loader, NumberInput, Select, Stack, Text } from "@mantine/core";
import type { Palette, Template } from "@framewise/scene";
import { ColorField } from "../../video-studio/content/ColorField";
import type { FieldErrors } from "./field-errors";
import { Section } from "./Section";
import type { StyleEdit } from "./style-history";
import { setFont, setTextStyle } from "./template-edits";
import { unheldFamilies, weightsOf } from "./template-fonts";
import type { FamilyPicker } from "./use-family-picker";
import { withFamily, type FontChoices } from "./use-font-choices";

interface Props {
  template: Template;
  choices: FontChoices;
  picker: FamilyPicker;
  fields: FieldErrors;
  onEdit: StyleEdit;
}

/** A family select's state while its family is added to the library, or after that was refused. */
const pickState = (picker: FamilyPicker, field: string) => ({
  error: picker.errorOf(field),
  disabled: picker.adding !== undefined,
  rightSection: picker.adding === field ? <Loader size="xs" aria-label="Adding the font to the library" /> : undefined,
});

const FONT_ROLES = [
  { which: "heading", label: "Heading font" },
  { which: "body", label: "Body font" },
] as const;

/**
 * The heading and body fonts: a change carries into the text styles that wore the old font. A
 * family picked from the staff member's uploads is added to the library first.
 */
export function FontsSection({ template, choices, picker, fields, onEdit }: Props) {
  const library = choices.library ?? [];
  const unheld = choices.library ? unheldFamilies(template, library) : [];
  return (
    <Section title="Fonts" path="fonts" fields={fields}>
      {FONT_ROLES.map(({ which, label }) => {
        const font = template.fonts[which];
        return (
          <Group key={which} grow align="flex-start">
            <Select
              label={label}
              data={withFamily(choices.groups, font.family)}
              value={font.family}
              allowDeselect={false}
              searchable
              {...pickState(picker, which)}
              onChange={(choice) =>
                choice &&
                picker.pick(which, choice, (family, weights) =>
                  onEdit((t) => setFont(t, which, { family, weight: Number(weights.at(-1)) })),
                )
              }
            />
            <Select
              label="Weight"
              aria-label={`${label} weight`}
              data={weightsOf(font.family, library)}
              value={String(font.weight)}
              allowDeselect={false}
              onChange={(weight) => weight && onEdit((t) => setFont(t, which, { ...font, weight: Number(weight) }))}
            />
          </Group>
        );
      })}
      {unheld.length > 0 && (
        <Text size="xs" c="orange.8" role="note">
          {unheld.join(", ")} {unheld.length === 1 ? "is" : "are"} neither shipped with the renderer nor in the library: previews and
          renders draw {unheld.length === 1 ? "it" : "them"} in a fallback font. Upload the font and choose it here to add it to the
          library.
        </Text>
      )}
    </Section>
  );
}

/** Each named text style: its font, size range (px on the 1080 side) and colour (a palette role follows the palette). */
export function TextStylesSection({ template, choices, picker, fields, onEdit, palette }: Props & { palette: Palette }) {
  const library = choices.library ?? [];
  const names = Object.keys(template.textStyles);
  return (
    <Section title="Text styles" path="textStyles" fields={fields}>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          This template names no text styles; layouts draw their words in the renderer's defaults.
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label="Text styles">
          {names.map((name) => {
            const style = template.textStyles[name]!;
            const edit = (change: Parameters<typeof setTextStyle>[2], field: string) =>
              onEdit((t) => setTextStyle(t, name, change), `textStyles.${name}.${field}`);
            return (
              <Group
                key={name}
                role="listitem"
                aria-label={name}
                gap="xs"
                py={6}
                style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
              >
                <Text size="sm" fw={500} w={100} truncate>
                  {name}
                </Text>
                <Select
                  size="xs"
                  w={170}
                  aria-label={`${name} font`}
                  data={withFamily(choices.groups, style.fontFamily)}
                  value={style.fontFamily}
                  allowDeselect={false}
                  searchable
                  {...pickState(picker, `textStyles.${name}`)}
                  onChange={(choice) =>
                    choice && picker.pick(`textStyles.${name}`, choice, (fontFamily) => edit({ fontFamily }, "fontFamily"))
                  }
                />
                <Select
                  size="xs"
                  w={76}
                  aria-label={`${name} weight`}
                  data={withWeight(weightsOf(style.fontFamily, library), style.fontWeight)}
                  value={String(style.fontWeight)}
                  allowDeselect={false}
                  onChange={(weight) => weight && edit({ fontWeight: Number(weight) }, "fontWeight")}
                />
                <Group gap={4} wrap="nowrap">
                  <NumberInput
                    size="xs"
                    w={68}
                    aria-label={`${name} smallest size`}
                    min={6}
                    max={style.maxSize}
                    value={style.minSize}
                    onChange={(size) => typeof size === "number" && edit({ minSize: size }, "minSize")}
                  />
                  <Text size="xs">to</Text>
                  <NumberInput
                    size="xs"
                    w={68}
                    aria-label={`${name} largest size`}
                    min={style.minSize}
                    max={400}
                    value={style.maxSize}
                    onChange={(size) => typeof size === "number" && edit({ maxSize: size }, "maxSize")}
                  />
                  <Text size="xs" c="dimmed">
                    px
                  </Text>
                </Group>
                <ColorField
                  label={`${name} colour`}
                  value={style.color}
                  palette={palette}
                  onChange={(color, picking) =>
                    onEdit((t) => setTextStyle(t, name, { color }), picking ? `textStyles.${name}.color` : undefined)
                  }
                />
              </Group>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

/** A style may use a weight its family has no file for (the browser then synthesises it): still listed. */
const withWeight = (weights: string[], weight: number) => (weights.includes(String(weight)) ? weights : [...weights, String(weight)]);
