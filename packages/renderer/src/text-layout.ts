import type { TextStyle } from "@framewise/scene";

/** Measures a run of text in a CSS font; the browser and Skia answer alike for the same font file. */
export type MeasureText = (text: string, font: string) => number;

export interface TextLine {
  text: string;
  width: number;
  /** Each word's start, relative to the line's start, for per-word animation and highlights. */
  words: { text: string; x: number; width: number }[];
}

export interface TextLayout {
  font: string;
  fontSize: number;
  lineHeight: number;
  lines: TextLine[];
  height: number;
  overflows: boolean;
  /** Some word was wider than the box and had to be broken between characters. */
  breaksWords: boolean;
}

export const cssFont = (style: Pick<TextStyle, "italic" | "fontWeight" | "fontFamily">, size: number) =>
  `${style.italic ? "italic " : ""}${style.fontWeight} ${size}px "${style.fontFamily}"`;

export function transformText(text: string, transform: TextStyle["transform"]): string {
  if (transform === "uppercase") return text.toUpperCase();
  if (transform === "lowercase") return text.toLowerCase();
  return text;
}

/** Width of a run with letter spacing (in ems) added after every character but the last. */
function runWidth(measure: MeasureText, text: string, font: string, spacingPx: number): number {
  return measure(text, font) + spacingPx * Math.max(0, [...text].length - 1);
}

/**
 * Where each character of a letter-spaced run starts, for drawing it character by character.
 * A character starts where the run up to and including it ends, less its own width: kerning with
 * its neighbour is kept, and the last character ends exactly at `runWidth`, so the drawing lands
 * where the layout measured (`width` measures a run in the run's font).
 */
export function letterOffsets(text: string, spacingPx: number, width: (run: string) => number): number[] {
  let prefix = "";
  return [...text].map((char, index) => {
    prefix += char;
    return width(prefix) - width(char) + spacingPx * index;
  });
}

/** Greedy wrapping at spaces; a word wider than the box is split between characters. */
function wrap(text: string, maxWidth: number, measure: MeasureText, font: string, spacingPx: number): TextLine[] {
  const spaceWidth = measure(" ", font) + spacingPx;
  const lines: TextLine[] = [];
  for (const paragraph of text.split("\n")) {
    let line: TextLine = { text: "", width: 0, words: [] };
    const push = () => {
      lines.push(line);
      line = { text: "", width: 0, words: [] };
    };
    const pieces = paragraph
      .split(/ +/)
      .filter(Boolean)
      .flatMap((word) => splitLongWord(word, maxWidth, measure, font, spacingPx));
    for (const word of pieces) {
      const width = runWidth(measure, word, font, spacingPx);
      const x = line.words.length ? line.width + spaceWidth : 0;
      if (line.words.length && x + width > maxWidth) push();
      const start = line.words.length ? line.width + spaceWidth : 0;
      line.words.push({ text: word, x: start, width });
      line.text = line.words.length > 1 ? `${line.text} ${word}` : word;
      line.width = start + width;
    }
    push();
  }
  return lines;
}

function splitLongWord(word: string, maxWidth: number, measure: MeasureText, font: string, spacingPx: number): string[] {
  if (runWidth(measure, word, font, spacingPx) <= maxWidth) return [word];
  const parts: string[] = [];
  let current = "";
  for (const char of word) {
    if (current && runWidth(measure, current + char, font, spacingPx) > maxWidth) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Lays text out in a box: the largest whole font size between the style's min and max at which
 * the wrapped text fits without breaking a word (auto-fit), else the min size, marked as
 * overflowing (words are broken only when even the min size needs it).
 */
export function layoutText(text: string, style: TextStyle, boxWidth: number, boxHeight: number, measure: MeasureText): TextLayout {
  const content = transformText(text, style.transform);
  const attempt = (size: number): TextLayout => {
    const font = cssFont(style, size);
    const lines = wrap(content, boxWidth, measure, font, style.letterSpacing * size);
    const lineHeight = size * style.lineHeight;
    const height = lines.length * lineHeight;
    const overflows = height > boxHeight + 0.5 || lines.some((line) => line.width > boxWidth + 0.5);
    const breaksWords = lines.reduce((words, line) => words + line.words.length, 0) > content.split(/\s+/).filter(Boolean).length;
    return { font, fontSize: size, lineHeight, lines, height, overflows, breaksWords };
  };
  let low = Math.ceil(Math.min(style.minSize, style.maxSize));
  let high = Math.floor(Math.max(style.minSize, style.maxSize));
  let best = attempt(low);
  if (best.overflows) return best;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = attempt(middle);
    if (candidate.overflows || (candidate.breaksWords && !best.breaksWords)) high = middle - 1;
    else {
      low = middle;
      best = candidate;
    }
  }
  return best;
}
