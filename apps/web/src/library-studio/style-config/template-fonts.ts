import { FONT_FILES } from "@framewise/renderer";
import { templateFamilies, type LibraryFontRef, type Template } from "@framewise/scene";

/** The families the renderer ships, each with the weights it has files for. */
export const SHIPPED_FONTS: ReadonlyMap<string, number[]> = FONT_FILES.reduce(
  (families, font) => families.set(font.family, [...(families.get(font.family) ?? []), font.weight]),
  new Map<string, number[]>(),
);

const ANY_WEIGHT = [100, 200, 300, 400, 500, 600, 700, 800, 900];

/**
 * The template with `fontFiles` naming every library font (each weight the library has) of each
 * family it uses that the renderer does not ship: what renders and previews load for it.
 */
export function withFontFiles(template: Template, library: readonly LibraryFontRef[]): Template {
  const families = templateFamilies(template);
  const fontFiles = library
    .filter((font) => families.has(font.family) && !SHIPPED_FONTS.has(font.family))
    .map(({ id, family, weight }) => ({ id, family, weight }))
    .sort((a, b) => a.family.localeCompare(b.family) || a.weight - b.weight);
  return { ...template, fontFiles };
}

/** The families the template uses that nothing can draw: neither shipped nor in the library (say, typed into imported JSON). */
export const unheldFamilies = (template: Template, library: readonly LibraryFontRef[]): string[] =>
  [...templateFamilies(template)].filter((family) => !SHIPPED_FONTS.has(family) && !library.some((font) => font.family === family));

/** The weights to offer for a family: the renderer's files, the library's, or any for a family neither has. */
export function weightsOf(family: string, library: readonly LibraryFontRef[]): string[] {
  const held = library.filter((font) => font.family === family).map((font) => font.weight);
  const weights = SHIPPED_FONTS.get(family) ?? (held.length ? [...new Set(held)].sort((a, b) => a - b) : ANY_WEIGHT);
  return weights.map((weight) => String(weight));
}
