import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import { FONT_FILES } from "@framewise/renderer";
import { seededRandom } from "@framewise/scene";

/**
 * The offline preview generator's painter: deterministic abstract art from a prompt and a seed
 * (a gradient, glows, shapes and a few of the prompt's words), the same strokes every time for
 * the same pair. It is not AI output and every picture says so in a corner.
 */

/** A colour as hue (degrees), saturation and lightness (percent). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Colour words a prompt may name, so "a pink sky" comes out pinkish. */
const COLOUR_WORDS: Record<string, Hsl> = {
  red: { h: 0, s: 75, l: 50 },
  crimson: { h: 348, s: 80, l: 42 },
  orange: { h: 28, s: 90, l: 55 },
  amber: { h: 40, s: 90, l: 55 },
  gold: { h: 46, s: 85, l: 52 },
  yellow: { h: 54, s: 90, l: 58 },
  lime: { h: 90, s: 70, l: 50 },
  green: { h: 130, s: 55, l: 42 },
  forest: { h: 140, s: 45, l: 28 },
  teal: { h: 175, s: 60, l: 38 },
  cyan: { h: 188, s: 80, l: 50 },
  ocean: { h: 200, s: 70, l: 40 },
  sky: { h: 205, s: 75, l: 65 },
  blue: { h: 220, s: 75, l: 50 },
  navy: { h: 228, s: 65, l: 24 },
  indigo: { h: 250, s: 60, l: 40 },
  purple: { h: 275, s: 60, l: 45 },
  violet: { h: 285, s: 65, l: 55 },
  magenta: { h: 310, s: 75, l: 50 },
  pink: { h: 330, s: 80, l: 70 },
  rose: { h: 345, s: 70, l: 60 },
  brown: { h: 25, s: 45, l: 32 },
  sunset: { h: 18, s: 85, l: 58 },
  night: { h: 235, s: 45, l: 14 },
  white: { h: 0, s: 0, l: 94 },
  grey: { h: 0, s: 0, l: 55 },
  gray: { h: 0, s: 0, l: 55 },
  black: { h: 0, s: 0, l: 8 },
};

/** One number from the prompt and the seed together: a changed word or seed changes everything. */
export const artSeed = (prompt: string, seed: number) => createHash("sha256").update(`${prompt}\u0000${seed}`).digest().readUInt32BE(0);

/** The prompt's words in Latin script (the one font registered here has only those), longest first. */
export function promptWords(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[\p{Script=Latin}0-9]+/gu) ?? [];
  return [...new Set(words)].filter((word) => word.length > 2).sort((a, b) => b.length - a.length || a.localeCompare(b));
}

const css = ({ h, s, l }: Hsl, alpha = 1) => `hsla(${h.toFixed(1)}, ${s.toFixed(1)}%, ${l.toFixed(1)}%, ${alpha.toFixed(3)})`;

/** Five colours: those the prompt or references name first, the rest around a seeded hue. */
export function artPalette(prompt: string, random: () => number, given: readonly Hsl[] = []): Hsl[] {
  const named = promptWords(prompt).flatMap((word) => (COLOUR_WORDS[word] ? [COLOUR_WORDS[word]] : []));
  const base = random() * 360;
  const scheme = [0, 30 + random() * 30, 150 + random() * 60, 200 + random() * 40, 300 + random() * 40];
  const seeded = scheme.map((offset) => ({ h: (base + offset) % 360, s: 45 + random() * 45, l: 25 + random() * 50 }));
  return [...given, ...named, ...seeded].slice(0, 5);
}

const FONT_FAMILY = "Framewise Offline Preview";
let fontRegistered = false;

/** Inter ExtraBold under a name of our own, registered once (the renderer's 700 fallback files are not needed here). */
function registerFont() {
  if (fontRegistered) return;
  const inter = FONT_FILES.find((font) => font.family === "Inter" && font.weight === 800)!;
  GlobalFonts.registerFromPath(createRequire(import.meta.url).resolve(inter.module), FONT_FAMILY);
  fontRegistered = true;
}

export interface ArtOptions {
  width: number;
  height: number;
  prompt: string;
  seed: number;
  /** Colours to start the palette with (from reference images). */
  colours?: readonly Hsl[];
  /** Shapes and words only, over what the canvas already shows (variations and edits). */
  overlay?: boolean;
}

/** Paints the picture for a prompt and seed onto a context of the options' size. */
export function paintArt(ctx: SKRSContext2D, options: ArtOptions) {
  registerFont();
  const { width, height } = options;
  const random = seededRandom(artSeed(options.prompt, options.seed));
  const palette = artPalette(options.prompt, random, options.colours);
  const pick = () => palette[Math.floor(random() * palette.length)]!;
  const unit = Math.min(width, height);

  if (!options.overlay) {
    const angle = random() * Math.PI * 2;
    const dx = (Math.cos(angle) * width) / 2;
    const dy = (Math.sin(angle) * height) / 2;
    const gradient = ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy);
    gradient.addColorStop(0, css(palette[0]!));
    gradient.addColorStop(0.5 + (random() - 0.5) * 0.4, css(palette[1]!));
    gradient.addColorStop(1, css(palette[2]!));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  }

  // Soft glows of light.
  for (let glows = 3 + Math.floor(random() * 3); glows > 0; glows--) {
    const x = random() * width;
    const y = random() * height;
    const radius = unit * (0.25 + random() * 0.6);
    const glow = ctx.createRadialGradient(x, y, 0, x, y, radius);
    const colour = pick();
    glow.addColorStop(0, css(colour, 0.35 + random() * 0.3));
    glow.addColorStop(1, css(colour, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }

  for (let shapes = 6 + Math.floor(random() * 9); shapes > 0; shapes--) paintShape(ctx, random, pick(), unit, width, height);
  paintWords(ctx, random, promptWords(options.prompt).slice(0, 3), unit, width, height);
  paintLabel(ctx, unit, height);
}

function paintShape(ctx: SKRSContext2D, random: () => number, colour: Hsl, unit: number, width: number, height: number) {
  const x = random() * width;
  const y = random() * height;
  const size = unit * (0.05 + random() * 0.3);
  const kind = Math.floor(random() * 4);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(random() * Math.PI * 2);
  ctx.globalAlpha = 0.35 + random() * 0.5;
  ctx.fillStyle = css(colour);
  ctx.strokeStyle = css(colour);
  ctx.lineWidth = Math.max(1, unit * (0.004 + random() * 0.02));
  ctx.beginPath();
  if (kind === 0) {
    ctx.arc(0, 0, size, 0, Math.PI * 2);
    ctx.fill();
  } else if (kind === 1) {
    ctx.roundRect(-size, -size / 2, size * 2, size, size * 0.2);
    ctx.fill();
  } else if (kind === 2) {
    ctx.arc(0, 0, size, 0, Math.PI * (0.5 + random() * 1.5));
    ctx.stroke();
  } else {
    // A wave across a good part of the picture.
    ctx.moveTo(-size * 2, 0);
    ctx.bezierCurveTo(-size, -size * 1.5, size, size * 1.5, size * 2, 0);
    ctx.stroke();
  }
  ctx.restore();
}

/** A few of the prompt's words, large and translucent, laid across the picture. */
function paintWords(ctx: SKRSContext2D, random: () => number, words: string[], unit: number, width: number, height: number) {
  ctx.save();
  ctx.textBaseline = "middle";
  ctx.textAlign = "center";
  ctx.fillStyle = "#ffffff";
  words.forEach((word, index) => {
    const size = Math.max(8, unit * (0.07 + random() * 0.08));
    ctx.font = `800 ${size.toFixed(1)}px "${FONT_FAMILY}"`;
    ctx.globalAlpha = 0.55 + random() * 0.3;
    const y = height * ((index + 1) / (words.length + 1)) + (random() - 0.5) * size;
    ctx.fillText(word.toUpperCase(), width / 2 + (random() - 0.5) * width * 0.3, y, width * 0.9);
  });
  ctx.restore();
}

/** Says on the picture itself that it is the offline preview, not AI output. */
function paintLabel(ctx: SKRSContext2D, unit: number, height: number) {
  const size = Math.max(8, unit * 0.028);
  ctx.save();
  ctx.globalAlpha = 0.75;
  ctx.font = `800 ${size.toFixed(1)}px "${FONT_FAMILY}"`;
  ctx.textBaseline = "bottom";
  ctx.textAlign = "left";
  ctx.fillStyle = "rgba(0, 0, 0, 0.45)";
  const text = "OFFLINE PREVIEW";
  const padding = size * 0.5;
  ctx.fillRect(padding, height - padding - size * 1.5, ctx.measureText(text).width + padding * 2, size * 1.5);
  ctx.fillStyle = "#ffffff";
  ctx.fillText(text, padding * 2, height - padding - size * 0.2);
  ctx.restore();
}
