import { textStyleSchema, type TextElement, type TextStyle } from "./elements.ts";
import { resolveColor } from "./palette.ts";
import type { Palette, Template } from "./template.ts";

const baseTextStyle = textStyleSchema.parse({ fontFamily: "Inter" });

/**
 * A text element's style as the renderer draws it without a brand kit: the template's named style,
 * then the element's overrides, colours resolved against the template's palette.
 */
export function elementTextStyle(template: Pick<Template, "textStyles" | "palette">, element: TextElement): TextStyle {
  const named = element.textStyle ? template.textStyles[element.textStyle] : undefined;
  return withResolvedColors({ ...baseTextStyle, ...named, ...element.style }, template.palette);
}

/** A text style with every colour (text, stroke, shadow, background) as hex: palette roles looked up. */
export function withResolvedColors(style: TextStyle, palette: Palette): TextStyle {
  const color = (value: string) => resolveColor(value, palette);
  return {
    ...style,
    color: color(style.color),
    stroke: style.stroke && { ...style.stroke, color: color(style.stroke.color) },
    shadow: style.shadow && { ...style.shadow, color: color(style.shadow.color) },
    background: style.background && { ...style.background, color: color(style.background.color) },
  };
}
