import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";
import { registerFontFiles } from "@framewise/renderer";

const require = createRequire(import.meta.url);
let registered = false;

/** Registers the renderer's @fontsource files with Skia, once per process. */
export function registerSkiaFonts() {
  if (!registered) registerFontFiles((file, family) => GlobalFonts.registerFromPath(file, family), require.resolve);
  registered = true;
}
