import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";
import { registerFontFiles } from "../src/fonts.ts";

const require = createRequire(import.meta.url);
let registered = false;

/** Registers the renderer's @fontsource files with Skia (Node hosts), once per process. */
export function registerSkiaFonts() {
  if (!registered) registerFontFiles((file, family) => GlobalFonts.registerFromPath(file, family), require.resolve);
  registered = true;
}
