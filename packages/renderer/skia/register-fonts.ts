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
