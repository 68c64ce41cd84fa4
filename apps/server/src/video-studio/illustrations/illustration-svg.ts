import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Palette } from "@framewise/scene";
import { ILLUSTRATION_WORDS, NEUTRAL_ILLUSTRATIONS, STAT_ILLUSTRATIONS } from "./illustration-words.ts";

/** The shipped set: Microsoft's Fluent Emoji (flat), MIT licence, in Iconify's JSON form. */
export const ILLUSTRATION_SET = "@iconify-json/fluent-emoji-flat";
/** Drawn this many pixels wide: the renderer and librsvg rasterise an SVG at its own size. */
const SIZE = 1024;
const HEX = /^#[0-9a-f]{6}$/i;

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}

let icons: Map<string, Required<IconifyIcon>> | undefined;

/** The set's icons that can be picked (read once; the rest of its 3,000 are let go). */
export function illustrationIcons(): Map<string, Required<IconifyIcon>> {
  if (icons) return icons;
  const file = createRequire(import.meta.url).resolve(`${ILLUSTRATION_SET}/icons.json`);
  const set = JSON.parse(readFileSync(file, "utf8")) as { icons: Record<string, IconifyIcon>; width?: number; height?: number };
  const names = [...Object.keys(ILLUSTRATION_WORDS), ...NEUTRAL_ILLUSTRATIONS, ...STAT_ILLUSTRATIONS];
  icons = new Map(
    names.flatMap((name) => {
      const icon = set.icons[name];
      return icon
        ? [[name, { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 }] as const]
        : [];
    }),
  );
  return icons;
}

/**
 * An illustration in the video's colours: the picture on a soft disc of the palette's primary
 * colour ringed in its accent, as one square SVG (vector, so sharp at any size).
 */
export function illustrationSvg(name: string, palette: Pick<Palette, "primary" | "accent">): string {
  const icon = illustrationIcons().get(name);
  if (!icon) throw new Error(`no illustration named ${name}`);
  const disc = HEX.test(palette.primary.slice(0, 7)) ? palette.primary.slice(0, 7) : "#6366f1";
  const ring = HEX.test(palette.accent.slice(0, 7)) ? palette.accent.slice(0, 7) : disc;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 100 100">`,
    `<circle cx="50" cy="50" r="47" fill="${disc}" fill-opacity="0.24"/>`,
    `<circle cx="50" cy="50" r="47" fill="none" stroke="${ring}" stroke-width="1.6"/>`,
    `<svg x="17" y="17" width="66" height="66" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</svg>`,
    `</svg>`,
  ].join("");
}
