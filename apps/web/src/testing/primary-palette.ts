import type { Palette } from "@framewise/scene";

/** A palette whose roles are plain, far-apart colours, so a test can tell which role a pixel or stop shows. */
export const primaryPalette: Palette = {
  background: "#101010",
  surface: "#202020",
  primary: "#ff0000",
  secondary: "#00ff00",
  text: "#ffffff",
  accent: "#0000ff",
};
