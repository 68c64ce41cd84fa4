import type { TextStyle } from "@framewise/scene";
import type { Context2D } from "./canvas.ts";
import type { Rect } from "./paint.ts";
import { layoutText, letterOffsets, type TextLayout, type TextLine } from "./text-layout.ts";

export interface TextEffect {
  /** 0..1 of the text shown (typewriter) or highlighted (word highlight). */
  reveal: number;
  mode: "none" | "typewriter" | "word-highlight";
  highlightColor: string;
}

/** A laid-out line placed in the box: `x` its start, `y` its middle. */
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
  return layout.lines.map((line, index) => ({
    line,
    x:
      style.align === "center"
        ? rect.x + (rect.width - line.width) / 2
        : style.align === "right"
          ? rect.x + rect.width - line.width
          : rect.x,
    y: top + index * layout.lineHeight + layout.lineHeight / 2,
  }));
}

function drawBackgrounds(ctx: Context2D, lines: PlacedLine[], lineHeight: number, background: NonNullable<TextStyle["background"]>) {
  ctx.fillStyle = background.color;
  for (const { line, x, y } of lines) {
    if (line.width === 0) continue;
    ctx.beginPath();
    ctx.roundRect(x - background.padding, y - lineHeight / 2, line.width + 2 * background.padding, lineHeight, background.radius);
    ctx.fill();
  }
}

function drawRun(ctx: Context2D, text: string, x: number, y: number, style: TextStyle, spacingPx: number) {
  const draw = (run: string, at: number) => {
    if (style.stroke && style.stroke.width > 0) ctx.strokeText(run, at, y);
    ctx.fillText(run, at, y);
  };
  if (spacingPx === 0) return draw(text, x);
  // Spaced text goes character by character, alike on both hosts, each where the layout measured it.
  const offsets = letterOffsets(text, spacingPx, (run) => ctx.measureText(run).width);
  [...text].forEach((char, index) => draw(char, x + offsets[index]!));
}

/** Lays out and draws text in `rect` with the style's alignment, box, stroke, shadow and effect. */
export function drawText(ctx: Context2D, text: string, style: TextStyle, rect: Rect, effect: TextEffect): TextLayout {
  const layout = layoutText(text, style, rect.width, rect.height, (run, font) => {
    ctx.font = font;
    return ctx.measureText(run).width;
  });
  ctx.save();
  ctx.font = layout.font;
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";
  ctx.lineJoin = "round";
  const lines = placeLines(layout, style, rect);
  // Every box before any glyph, so a line's box never covers the line above's descenders or shadow.
  if (style.background) drawBackgrounds(ctx, lines, layout.lineHeight, style.background);
  // Set only now: the shadow belongs to the glyphs, never to the boxes behind them.
  ctx.shadowColor = style.shadow?.color ?? "transparent";
  ctx.shadowBlur = style.shadow?.blur ?? 0;
  ctx.shadowOffsetX = style.shadow?.x ?? 0;
  ctx.shadowOffsetY = style.shadow?.y ?? 0;
  ctx.strokeStyle = style.stroke?.color ?? "transparent";
  ctx.lineWidth = style.stroke?.width ?? 0;
  const spacingPx = style.letterSpacing * layout.fontSize;
  const words = layout.lines.flatMap((line) => line.words);
  // The typewriter types each word and one separator after it (a space or a line break), bar the last.
  const totalChars = words.reduce((sum, word) => sum + [...word.text].length + 1, -1);
  let charsLeft = effect.mode === "typewriter" ? Math.floor(effect.reveal * totalChars) : Number.POSITIVE_INFINITY;
  const highlightedWords = effect.mode === "word-highlight" ? Math.round(effect.reveal * words.length) : 0;
  let wordIndex = 0;
  for (const { line, x, y } of lines)
    for (const word of line.words) {
      if (charsLeft <= 0) break;
      const shown = [...word.text].slice(0, charsLeft).join("");
      charsLeft -= [...word.text].length + 1;
      ctx.fillStyle = wordIndex < highlightedWords ? effect.highlightColor : style.color;
      drawRun(ctx, shown, x + word.x, y, style, spacingPx);
      wordIndex++;
    }
  ctx.restore();
  return layout;
}
