import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";
import { registerFontFiles } from "../src/fonts.ts";

const require = createRequire(import.meta.url);
let registered = false;

/**
 * Registers the renderer's @fontsource files with Skia (Node hosts), once per process: the
 * template fonts and every file of the fallback fonts (Skia loads woff2 as it is; about 700
 * files, 0.6 s and 20 MB, mostly the Chinese, Japanese and Korean slices).
 */
export function registerSkiaFonts() {
  if (!registered) registerFontFiles((file, family) => GlobalFonts.registerFromPath(file, family), require.resolve);
  registered = true;
}

/** A library font (`Template.fontFiles`) fetched to a local file, as the store holds it. */
export interface LibraryFontFile {
  id: string;
  family: string;
  weight: number;
  file: string;
}

/** Whether Skia holds a face of `family` at `weight` (fonts are the process's, whichever thread registered them). */
const held = (family: string, weight: number) =>
  GlobalFonts.families.some((known) => known.family === family && known.styles.some((style) => style.weight === weight));

/**
 * Registers a template's library fonts with Skia under their families, each once per process
 * (read into memory, so the files may go with their job). Answers whether any was new: widths
 * measured before then were measured in a fallback font. A file Skia cannot read throws.
 */
export function registerLibraryFonts(fonts: readonly LibraryFontFile[]): boolean {
  const fresh = fonts.filter((font) => !held(font.family, font.weight));
  for (const font of fresh)
    if (!GlobalFonts.register(readFileSync(font.file), font.family)) throw new Error(`The font ${font.family} could not be read.`);
  return fresh.length > 0;
}
