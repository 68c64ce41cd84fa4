import { createTheme, darken, lighten, type MantineColorsTuple, type MantineThemeOverride } from "@mantine/core";
import type { ImageBrand } from "../app-config";

/** Ten shades around the brand's colour (index 6 is the colour itself), as Mantine's palettes are laid out. */
export function brandShades(color: string): MantineColorsTuple {
  const lighter = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15].map((amount) => lighten(color, amount));
  const darker = [0.15, 0.3, 0.45].map((amount) => darken(color, amount));
  return [...lighter, color, ...darker] as unknown as MantineColorsTuple;
}

/**
 * The renderer's fallback families (`FALLBACK_FAMILIES`, which a test keeps this equal to), named
 * here so the first screen's bundle does not carry the renderer.
 */
export const UI_FALLBACK_FAMILIES = [
  "Noto Sans Arabic",
  "Noto Sans Hebrew",
  "Noto Sans Devanagari",
  "Noto Sans Thai",
  "Noto Color Emoji",
  "Noto Sans KR",
  "Noto Sans JP",
  "Noto Sans SC",
];

/**
 * The system's fonts (Mantine's stack), then the renderer's fallbacks for the scripts they may
 * lack (declared at start, fetched only when a character needs them), so a field in Korean or
 * Hindi shows its text, not boxes, on a machine without those fonts.
 */
export const UI_FONT_FAMILY = [
  "-apple-system",
  "BlinkMacSystemFont",
  "Segoe UI",
  "Roboto",
  "Helvetica",
  "Arial",
  ...UI_FALLBACK_FAMILIES.map((family) => `"${family}"`),
  "sans-serif",
  "Apple Color Emoji",
  "Segoe UI Emoji",
].join(", ");

/** Framewise's theme, or on an image-brand host the same theme in the brand's colour. */
export function appTheme(brand: ImageBrand | null): MantineThemeOverride {
  const base = { defaultRadius: "md", fontFamily: UI_FONT_FAMILY } as const;
  if (!brand) return createTheme({ ...base, primaryColor: "violet" });
  return createTheme({ ...base, primaryColor: "brand", primaryShade: 6, colors: { brand: brandShades(brand.color) } });
}
