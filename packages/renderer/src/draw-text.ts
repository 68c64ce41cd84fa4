import type { TextStyle } from "@framewise/scene";
import type { Context2D } from "./canvas.ts";
import type { Rect } from "./paint.ts";
import { layoutText, type TextLayout } from "./text-layout.ts";

export interface TextEffect {
  /** 0..1 of the text shown (typewriter) or highlighted (word highlight). */
  reveal: number;
  mode: "none" | "typewriter" | "word-highlight";
  highlightColor: string;
}

function drawRun(ctx: Context2D, text: string, x: number, y: number, style: TextStyle, spacingPx: number) {
  const draw = (run: string, at: number) => {
    if (style.stroke && style.stroke.width > 0) ctx.strokeText(run, at, y);
    ctx.fillText(run, at, y);
  };
  if (spacingPx === 0) return draw(text, x);
  // Letter spacing drawn character by character, so the browser and Skia space alike.
  let at = x;
  for (const char of text) {
    draw(char, at);
    at += ctx.measureText(char).width + spacingPx;
  }
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
  const spacingPx = style.letterSpacing * layout.fontSize;
  const top =
    style.verticalAlign === "middle" ? rect.y + (rect.height - layout.height) / 2 : style.verticalAlign === "bottom" ? rect.y + rect.height - layout.height : rect.y;
  const totalChars = layout.lines.reduce((sum, line) => sum + [...line.text].length, 0);
  const totalWords = layout.lines.reduce((sum, line) => sum + line.words.length, 0);
  let charsLeft = effect.mode === "typewriter" ? Math.floor(effect.reveal * totalChars) : Number.POSITIVE_INFINITY;
  let wordIndex = 0;
  layout.lines.forEach((line, index) => {
    const x = style.align === "center" ? rect.x + (rect.width - line.width) / 2 : style.align === "right" ? rect.x + rect.width - line.width : rect.x;
    const y = top + index * layout.lineHeight + layout.lineHeight / 2;
    if (style.background && line.width > 0) {
      const pad = style.background.padding;
      ctx.fillStyle = style.background.color;
      ctx.beginPath();
      ctx.roundRect(x - pad, y - layout.lineHeight / 2, line.width + 2 * pad, layout.lineHeight, style.background.radius);
      ctx.fill();
    }
    ctx.shadowColor = style.shadow?.color ?? "transparent";
    ctx.shadowBlur = style.shadow?.blur ?? 0;
    ctx.shadowOffsetX = style.shadow?.x ?? 0;
    ctx.shadowOffsetY = style.shadow?.y ?? 0;
    ctx.strokeStyle = style.stroke?.color ?? "transparent";
    ctx.lineWidth = style.stroke?.width ?? 0;
    for (const word of line.words) {
      if (charsLeft <= 0) break;
      const shown = [...word.text].slice(0, charsLeft).join("");
      charsLeft -= [...word.text].length + 1;
      const highlighted = effect.mode === "word-highlight" && wordIndex < Math.round(effect.reveal * totalWords);
      ctx.fillStyle = highlighted ? effect.highlightColor : style.color;
      drawRun(ctx, shown, x + word.x, y, style, spacingPx);
      wordIndex++;
    }
  });
  ctx.restore();
  return layout;
}
