import type { Template } from "@framewise/scene";

export type TemplateTone = "light" | "dark";

/** Relative luminance (WCAG) of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** A template reads as light or dark by its palette's background. */
export const templateTone = (template: Pick<Template, "palette">): TemplateTone =>
  luminance(template.palette.background) > 0.4 ? "light" : "dark";
