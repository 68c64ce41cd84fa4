import { createTheme, darken, lighten, type MantineColorsTuple, type MantineThemeOverride } from "@mantine/core";
import type { ImageBrand } from "../app-config";

/** Ten shades around the brand's colour (index 6 is the colour itself), as Mantine's palettes are laid out. */
export function brandShades(color: string): MantineColorsTuple {
  const lighter = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15].map((amount) => lighten(color, amount));
  const darker = [0.15, 0.3, 0.45].map((amount) => darken(color, amount));
  return [...lighter, color, ...darker] as unknown as MantineColorsTuple;
}

/** Framewise's theme, or on an image-brand host the same theme in the brand's colour. */
export function appTheme(brand: ImageBrand | null): MantineThemeOverride {
  if (!brand) return createTheme({ primaryColor: "violet", defaultRadius: "md" });
  return createTheme({ primaryColor: "brand", primaryShade: 6, colors: { brand: brandShades(brand.color) }, defaultRadius: "md" });
}
