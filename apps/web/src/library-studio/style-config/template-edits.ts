import type { Fill, PaletteRole, Template, TextStyle } from "@framewise/scene";

type Font = Template["fonts"]["heading"];

export const setPaletteColor = (template: Template, role: PaletteRole, color: string): Template => ({
  ...template,
  palette: { ...template.palette, [role]: color },
});

/**
 * A new heading or body font, carried into the text styles that wore the old one: the styles name
 * their family themselves, so without this a font change would not show on any layout. The
 * heading's styles are those in its family and weight; the body's, any other style in its family.
 */
export function setFont(template: Template, which: "heading" | "body", font: Font): Template {
  const old = template.fonts[which];
  const heading = template.fonts.heading;
  const wore = (style: TextStyle) =>
    which === "heading"
      ? style.fontFamily === old.family && style.fontWeight === old.weight
      : style.fontFamily === old.family && !(style.fontFamily === heading.family && style.fontWeight === heading.weight);
  const textStyles = Object.fromEntries(
    Object.entries(template.textStyles).map(([name, style]) => [
      name,
      wore(style) ? { ...style, fontFamily: font.family, ...(which === "heading" ? { fontWeight: font.weight } : {}) } : style,
    ]),
  );
  return { ...template, fonts: { ...template.fonts, [which]: font }, textStyles };
}

export const setTextStyle = (template: Template, name: string, change: Partial<TextStyle>): Template => ({
  ...template,
  textStyles: { ...template.textStyles, [name]: { ...template.textStyles[name]!, ...change } },
});

export const setBackground = (template: Template, background: Fill): Template => ({ ...template, background });

export const setTransition = (template: Template, change: Partial<Template["transition"]>): Template => ({
  ...template,
  transition: { ...template.transition, ...change },
});

export type AnimationKind = keyof Template["animations"];

export const setAnimations = (template: Template, kind: AnimationKind, presets: Template["animations"][AnimationKind]): Template => {
  const animations = { ...template.animations };
  if (presets?.length) animations[kind] = presets;
  else delete animations[kind];
  return { ...template, animations };
};

export const setMusicMood = (template: Template, musicMood: Template["musicMood"]): Template => ({ ...template, musicMood });

/** Offers the layout (at the end) or stops offering it. */
export function toggleLayout(template: Template, id: string, offered: boolean): Template {
  const rest = template.layouts.filter((each) => each !== id);
  return { ...template, layouts: offered ? [...rest, id] : rest };
}

/** Moves an offered layout to `to` in the pickers' order. */
export function moveLayout(template: Template, from: number, to: number): Template {
  if (to < 0 || to >= template.layouts.length || from === to) return template;
  const layouts = [...template.layouts];
  const [moved] = layouts.splice(from, 1);
  layouts.splice(to, 0, moved!);
  return { ...template, layouts };
}
