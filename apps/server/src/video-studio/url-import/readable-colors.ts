import { PALETTE_ROLES, resolveColor, type Palette, type PaletteRole, type Template } from "@framewise/scene";
import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";

extend([a11yPlugin]);

/**
 * WCAG 2 AA for text of normal size. Video text is large on its 1080 px frame but is mostly
 * watched small, on phones, so every line is held to the normal-text ratio.
 */
export const AA_CONTRAST = 4.5;

/** A colour of the template as written: `#rrggbb(aa)` or a palette role like `$accent/80`. */
interface TextOnGround {
  text: string;
  ground: string;
}

const roleOf = (color: string): PaletteRole | undefined => {
  const role = color.startsWith("$") ? color.slice(1).split("/")[0]!.toLowerCase() : undefined;
  return PALETTE_ROLES.find((each) => each === role);
};

/** Translucent text is seen blended into what is behind it. */
function seenOn(text: Colord, ground: Colord): Colord {
  const { r, g, b, a } = text.toRgb();
  const behind = ground.toRgb();
  const mix = (front: number, back: number) => front * a + back * (1 - a);
  return colord({ r: mix(r, behind.r), g: mix(g, behind.g), b: mix(b, behind.b) });
}

/** The contrast ratio (1 to 21) of text on its ground, their colours looked up in the palette. */
export function contrastIn(palette: Palette, { text, ground }: TextOnGround): number {
  const behind = colord(resolveColor(ground, palette)).alpha(1);
  return seenOn(colord(resolveColor(text, palette)), behind).contrast(behind);
}

/** Every text colour the template draws and what it is drawn on: its style's own background, else the video's. */
function textsOnGrounds(template: Pick<Template, "textStyles">): TextOnGround[] {
  return Object.values(template.textStyles).map((style) => ({ text: style.color, ground: style.background?.color ?? "$background" }));
}

/**
 * The shade of `color` nearest to it in lightness, hue and saturation kept, that `passes`;
 * `color` itself when it does, null when no shade from black to white does.
 */
export function nearestShade(color: string, passes: (shade: string) => boolean): string | null {
  if (passes(color)) return color;
  const { h, s, l } = colord(color).toHsl();
  for (let step = 1; step <= 100; step++)
    for (const lightness of [l - step, l + step]) {
      if (lightness < 0 || lightness > 100) continue;
      const shade = colord({ h, s, l: lightness }).toHex();
      if (passes(shade)) return shade;
    }
  return null;
}

/**
 * Brand colours (a page's theme colour, say) that keep the template's text readable: each colour
 * is checked in every pairing of text and ground it takes part in (the accent as kicker text on
 * the background, and as the price tag behind its text) against WCAG AA, and moved to its nearest
 * lighter or darker shade that passes them all. A colour no shade of which passes is left out,
 * so the template's own stays.
 */
export function readableBrandColors(template: Pick<Template, "palette" | "textStyles">, colors: Partial<Palette>): Partial<Palette> {
  const pairs = textsOnGrounds(template);
  const readable: Partial<Palette> = { ...colors };
  for (const role of PALETTE_ROLES) {
    const color = colors[role];
    if (!color) continue;
    const own = pairs.filter((pair) => roleOf(pair.text) === role || roleOf(pair.ground) === role);
    const palette = (shade: string): Palette => ({ ...template.palette, ...readable, [role]: shade });
    const shade = nearestShade(color, (candidate) => own.every((pair) => contrastIn(palette(candidate), pair) >= AA_CONTRAST));
    if (shade) readable[role] = shade;
    else delete readable[role];
  }
  return readable;
}
