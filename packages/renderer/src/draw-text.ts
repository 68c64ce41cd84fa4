import type { TextStyle } from "@framewise/scene";
import type { Context2D } from "./canvas.ts";
import type { Rect } from "./paint.ts";
import { countedText } from "./count-up.ts";
import { graphemes } from "./text-segments.ts";
import { layoutText, letterOffsets, runText, takesLetterSpacing, type TextLayout, type TextLine, type TextWord } from "./text-layout.ts";

export interface TextEffect {
  /** 0..1 of the text shown (typewriter, word or line rise), highlighted (word highlight) or of its number counted (count-up). */
  reveal: number;
  mode: "none" | "typewriter" | "word-highlight" | "count-up" | "word-rise" | "line-rise";
  highlightColor: string;
}

/** Kinetic type: this many words (or paragraphs) rise at once, each starting as the one before is halfway. */
const RISE_OVERLAP = 2;
/** How far below its place a rising word starts, in font sizes. */
const RISE_DISTANCE = 0.35;

/**
 * How far unit `index` of `count` (a word, or a paragraph: a list's item) has risen into place at
 * `reveal` 0..1: 0 not yet shown, 1 in place. They rise in reading order, overlapping, and the
 * last is in place at 1.
 */
export function risen(reveal: number, index: number, count: number): number {
  const progress = Math.min(1, Math.max(0, (reveal * (count + RISE_OVERLAP - 1) - index) / RISE_OVERLAP));
  return 1 - (1 - progress) ** 3;
}

/** A laid-out line placed in the box: `x` its left edge, `y` its middle. */
interface PlacedLine {
  line: TextLine;
  x: number;
  y: number;
}

function placeLines(layout: TextLayout, style: TextStyle, rect: Rect): PlacedLine[] {
  const top =
    style.verticalAlign === "middle"
      ? rect.y + (rect.height - layout.height) / 2
      : style.verticalAlign === "bottom"
        ? rect.y + rect.height - layout.height
        : rect.y;
  return layout.lines.map((line) => {
    // A right-to-left paragraph starts at the right: "left" (start) and "right" (end) swap sides.
    const side = style.align === "center" ? "center" : (style.align === "right") !== line.rtl ? "right" : "left";
    return {
      line,
      x: side === "center" ? rect.x + (rect.width - line.width) / 2 : side === "right" ? rect.x + rect.width - line.width : rect.x,
      y: top + line.y,
    };
  });
}

function drawBackgrounds(ctx: Context2D, lines: PlacedLine[], background: NonNullable<TextStyle["background"]>) {
  ctx.fillStyle = background.color;
  for (const { line, x, y } of lines) {
    if (line.width === 0) continue;
    ctx.beginPath();
    // The line's own box: the style's line height, taller where the line grew for fallback glyphs.
    ctx.roundRect(x - background.padding, y - line.above, line.width + 2 * background.padding, line.above + line.below, background.radius);
    ctx.fill();
  }
}

/**
 * Draws a run (or the first `shown` characters of it, for the typewriter) whole, so the platform
 * shapes it, at its place on the line (`left`: the run's left edge). Letter-spaced runs go
 * character by character (by grapheme, alike on both hosts), each where the layout measured it;
 * joining scripts are never split (see takesLetterSpacing). A right-to-left run's shown part
 * ends at the run's right edge, where its reading starts.
 */
function drawRun(ctx: Context2D, word: TextWord, shown: string[], left: number, y: number, style: TextStyle, spacingPx: number) {
  const draw = (run: string, at: number) => {
    if (style.stroke && style.stroke.width > 0) ctx.strokeText(run, at, y);
    ctx.fillText(run, at, y);
  };
  const measure = (run: string) => ctx.measureText(runText({ text: run, rtl: word.rtl })).width;
  if (spacingPx === 0 || !takesLetterSpacing(word.text)) {
    const text = shown.join("");
    const width = text.length === word.text.length ? word.width : measure(text);
    return draw(runText({ text, rtl: word.rtl }), word.rtl ? left + word.width - width : left);
  }
  const offsets = letterOffsets(word.text, spacingPx, measure);
  shown.forEach((char, index) =>
    draw(runText({ text: char, rtl: word.rtl }), word.rtl ? left + word.width - offsets[index]! - measure(char) : left + offsets[index]!),
  );
}

/** Lays out and draws text in `rect` with the style's alignment, box, stroke, shadow and effect. */
export function drawText(ctx: Context2D, text: string, style: TextStyle, rect: Rect, effect: TextEffect): TextLayout {
  const measure = (run: string, font: string) => {
    ctx.font = font;
    return ctx.measureText(run).width;
  };
  const final = layoutText(text, style, rect.width, rect.height, measure);
  // A number counting up keeps the size its final value fits at, so it never jumps as digits come.
  const counting = effect.mode === "count-up" && effect.reveal < 1;
  const layout = counting
    ? layoutText(
        countedText(text, effect.reveal),
        { ...style, minSize: final.fontSize, maxSize: final.fontSize },
        rect.width,
        rect.height,
        measure,
      )
    : final;
  ctx.save();
  ctx.font = layout.font;
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";
  ctx.lineJoin = "round";
  const lines = placeLines(layout, style, rect);
  // Every box before any glyph, so a line's box never covers the line above's descenders or shadow.
  if (style.background) drawBackgrounds(ctx, lines, style.background);
  // Set only now: the shadow belongs to the glyphs, never to the boxes behind them.
  ctx.shadowColor = style.shadow?.color ?? "transparent";
  ctx.shadowBlur = style.shadow?.blur ?? 0;
  ctx.shadowOffsetX = style.shadow?.x ?? 0;
  ctx.shadowOffsetY = style.shadow?.y ?? 0;
  ctx.strokeStyle = style.stroke?.color ?? "transparent";
  ctx.lineWidth = style.stroke?.width ?? 0;
  const spacingPx = style.letterSpacing * layout.fontSize;
  const words = layout.lines.flatMap((line) => line.words);
  // The typewriter types character by character (grapheme), and the space or line break between words.
  const characters = words.map((word) => graphemes(word.text));
  const totalChars = characters.reduce((sum, chars, index) => sum + chars.length + (index && words[index]!.glue === "space" ? 1 : 0), 0);
  let charsLeft = effect.mode === "typewriter" ? Math.floor(effect.reveal * totalChars) : Number.POSITIVE_INFINITY;
  const highlightedWords = effect.mode === "word-highlight" ? Math.round(effect.reveal * words.length) : 0;
  const rising = effect.mode === "word-rise" || effect.mode === "line-rise";
  // Lines rise a paragraph at a time (a list's item), however many lines it wrapped onto.
  const units = effect.mode === "word-rise" ? words.length : (layout.lines.at(-1)?.paragraph ?? 0) + 1;
  const alpha = ctx.globalAlpha;
  let wordIndex = 0;
  for (const { line, x, y } of lines) {
    for (const word of line.words) {
      if (wordIndex && word.glue === "space") charsLeft--;
      if (charsLeft <= 0) break;
      const chars = characters[wordIndex]!;
      const rise = rising ? risen(effect.reveal, effect.mode === "word-rise" ? wordIndex : line.paragraph, units) : 1;
      ctx.globalAlpha = alpha * rise;
      ctx.fillStyle = wordIndex < highlightedWords ? effect.highlightColor : style.color;
      if (rise > 0)
        drawRun(ctx, word, chars.slice(0, charsLeft), x + word.x, y + (1 - rise) * RISE_DISTANCE * layout.fontSize, style, spacingPx);
      charsLeft -= chars.length;
      wordIndex++;
    }
  }
  ctx.restore();
  return layout;
}
