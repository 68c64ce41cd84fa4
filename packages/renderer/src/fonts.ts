import { FALLBACK_FONT_FILES } from "./fallback-font-files.ts";

/**
 * The font files both hosts load, from @fontsource packages: the browser through FontFace, the
 * server through Skia. The same files give the same glyph widths, so text breaks identically.
 */
export const FONT_FILES = [
  { family: "Inter", weight: 400, style: "normal", module: "@fontsource/inter/files/inter-latin-400-normal.woff2" },
  { family: "Inter", weight: 700, style: "normal", module: "@fontsource/inter/files/inter-latin-700-normal.woff2" },
  { family: "Inter", weight: 800, style: "normal", module: "@fontsource/inter/files/inter-latin-800-normal.woff2" },
  {
    family: "Playfair Display",
    weight: 700,
    style: "normal",
    module: "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2",
  },
  { family: "Montserrat", weight: 800, style: "normal", module: "@fontsource/montserrat/files/montserrat-latin-800-normal.woff2" },
  { family: "Space Grotesk", weight: 700, style: "normal", module: "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2" },
  { family: "Bebas Neue", weight: 400, style: "normal", module: "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2" },
  {
    family: "DM Serif Display",
    weight: 400,
    style: "normal",
    module: "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2",
  },
] as const;

/**
 * Every file a host serves or registers: the template fonts, then the fallback fonts for the
 * scripts they lack (text-scripts.ts). Only `FONT_FILES` are fonts a brand may choose.
 */
export const RENDERER_FONT_FILES: readonly { family: string; module: string }[] = [...FONT_FILES, ...FALLBACK_FONT_FILES];

/** Registers every font file with a host's font registry (`resolve` turns a module path into a file). */
export function registerFontFiles(register: (file: string, family: string) => void, resolve: (module: string) => string) {
  for (const font of RENDERER_FONT_FILES) register(resolve(font.module), font.family);
}

/** A font's file name (`inter-latin-400-normal.woff2`): how a browser host asks the server for it. */
export const fontFileName = (module: string) => module.slice(module.lastIndexOf("/") + 1);
