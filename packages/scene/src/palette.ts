import type { Content } from "./content.ts";
import type { PaletteRole } from "./geometry.ts";
import type { Palette, Template } from "./template.ts";

/** The palette a video wears: the template's, with the brand kit's colours on top. */
export function paletteOf(template: Pick<Template, "palette">, content: Pick<Content, "brandKit">): Palette {
  return { ...template.palette, ...content.brandKit?.colors };
}

/** A document colour as hex: a palette role is looked up, its opacity becoming the alpha byte. */
export function resolveColor(color: string, palette: Palette): string {
  if (!color.startsWith("$")) return color;
  const [role, percent] = color.slice(1).split("/");
  const base = palette[role!.toLowerCase() as PaletteRole].slice(0, 7);
  if (percent === undefined) return palette[role!.toLowerCase() as PaletteRole];
  return (
    base +
    Math.round((Number(percent) / 100) * 255)
      .toString(16)
      .padStart(2, "0")
  );
}
