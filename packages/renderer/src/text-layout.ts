import type { TextStyle } from "@framewise/scene";
import { paragraphLevels, visualOrder } from "./bidi-levels.ts";
import { graphemes, wordsWithoutSpaces } from "./text-segments.ts";
import { fallbackFamilies, fallbackInk, hasNoSpaceScript, isJoiningScript } from "./text-scripts.ts";

/** Measures a run of text in a CSS font; the browser and Skia answer alike for the same font file. */
export type MeasureText = (text: string, font: string) => number;

/** A run of text drawn whole, so the platform shapes it: a word, or part of one where the direction changes. */
export interface TextWord {
  text: string;
  /** Its left edge, from the line's left edge (the runs of a right-to-left line run right to left). */
  x: number;
  width: number;
  /** Its bidi embedding level: odd reads right to left. */
  level: number;
  rtl: boolean;
  /** What stands before it in the text: a space, nothing but a place to break (scripts without spaces), or nothing. */
  glue: "space" | "break" | "none";
}

export interface TextLine {
  text: string;
  width: number;
  /** The line's runs in reading order, each with its place, for per-word animation and highlights. */
  words: TextWord[];
  /** The paragraph reads right to left: "left" and "right" alignment mean its start and end. */
  rtl: boolean;
  /** Which paragraph of the text (its lines between line breaks) the line belongs to, from 0. */
  paragraph: number;
  /** The line's middle, from the layout's top. */
  y: number;
  /** The line box above and below its middle: the style's line height, more where fallback glyphs (emoji, Thai marks…) reach further. */
  above: number;
  below: number;
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

/**
 * A CSS font: the style's family, then the fallback families for scripts it lacks (ordered for
 * `text`: see fallbackFamilies), so both hosts pick the same font for every character.
 */
export const cssFont = (style: Pick<TextStyle, "italic" | "fontWeight" | "fontFamily">, size: number, text = "") =>
  `${style.italic ? "italic " : ""}${style.fontWeight} ${size}px ${[style.fontFamily, ...fallbackFamilies(text)].map((family) => `"${family}"`).join(", ")}`;

export function transformText(text: string, transform: TextStyle["transform"]): string {
  if (transform === "uppercase") return text.toUpperCase();
  if (transform === "lowercase") return text.toLowerCase();
  return text;
}

const RIGHT_TO_LEFT_MARK = "\u200f";

/**
 * The string drawn and measured for a run. A right-to-left run is held between right-to-left
 * marks (invisible): drawn alone, its punctuation at either end would otherwise take the
 * canvas's left-to-right direction and land on the wrong side, brackets unmirrored.
 */
export const runText = (word: Pick<TextWord, "text" | "rtl">) =>
  word.rtl ? `${RIGHT_TO_LEFT_MARK}${word.text}${RIGHT_TO_LEFT_MARK}` : word.text;

/**
 * Whether a run takes letter spacing. Joining scripts (Arabic…) do not: spaced, their letters
 * would be drawn apart and lose their joined forms (CSS asks the same of cursive scripts).
 */
export const takesLetterSpacing = (text: string) => !isJoiningScript(text);

/** Width of a run with letter spacing (in ems) added after every character (grapheme) but the last. */
function runWidth(measure: MeasureText, word: Pick<TextWord, "text" | "rtl">, font: string, spacingPx: number): number {
  const spacing = spacingPx && takesLetterSpacing(word.text) ? spacingPx * Math.max(0, graphemes(word.text).length - 1) : 0;
  return measure(runText(word), font) + spacing;
}

/**
 * Where each character (grapheme) of a letter-spaced run starts, for drawing it character by
 * character, from the run's start (its right edge when it reads right to left). A character
 * starts where the run up to and including it ends, less its own width: kerning with its
 * neighbour is kept, and the last character ends exactly at `runWidth`, so the drawing lands
 * where the layout measured (`width` measures a run in the run's font).
 */
export function letterOffsets(text: string, spacingPx: number, width: (run: string) => number): number[] {
  let prefix = "";
  return graphemes(text).map((char, index) => {
    prefix += char;
    return width(prefix) - width(char) + spacingPx * index;
  });
}

/** A paragraph's runs in reading order: words between spaces, cut where the direction changes and between words of scripts without spaces. */
function paragraphRuns(paragraph: string): { runs: Omit<TextWord, "x" | "width">[]; rtl: boolean } {
  const { levels, level } = paragraphLevels(paragraph);
  const runs: Omit<TextWord, "x" | "width">[] = [];
  for (const token of paragraph.matchAll(/[^ ]+/g)) {
    let glue: TextWord["glue"] = "space";
    let start = 0;
    const text = token[0];
    // Cut at every change of level; a piece in a script without spaces is cut between its words.
    for (let end = 1; end <= text.length; end++) {
      if (end < text.length && levels[token.index + end] === levels[token.index + start]) continue;
      const piece = text.slice(start, end);
      const runLevel = levels[token.index + start]!;
      const words = hasNoSpaceScript(piece) ? wordsWithoutSpaces(piece) : [piece];
      words.forEach((word, index) =>
        runs.push({ text: word, level: runLevel, rtl: runLevel % 2 === 1, glue: index === 0 ? glue : "break" }),
      );
      glue = "none";
      start = end;
    }
  }
  return { runs, rtl: level % 2 === 1 };
}

/** A run wider than the box, split between characters (graphemes) into runs that fit. */
function splitRun(run: TextWord, maxWidth: number, measure: MeasureText, font: string, spacingPx: number): TextWord[] {
  const parts: TextWord[] = [];
  let current = "";
  const part = (text: string, glue: TextWord["glue"]): TextWord => {
    const word = { ...run, text, glue };
    return { ...word, width: runWidth(measure, word, font, spacingPx) };
  };
  for (const char of graphemes(run.text)) {
    if (current && part(current + char, "none").width > maxWidth) {
      parts.push(part(current, parts.length ? "break" : run.glue));
      current = "";
    }
    current += char;
  }
  if (current) parts.push(part(current, parts.length ? "break" : run.glue));
  return parts;
}

/** Places a line's runs left to right in visual order (bidi rule L2), the gaps between them where the text has spaces. */
function placeRuns(words: TextWord[], spaceWidth: number): number {
  const order = visualOrder(words.map((word) => word.level));
  let x = 0;
  order.forEach((index, position) => {
    const previous = order[position - 1];
    if (previous !== undefined) {
      // Neighbours in the text keep what stood between them; others were parted by a space.
      const later = words[Math.max(index, previous)]!;
      x += Math.abs(index - previous) === 1 && later.glue !== "space" ? 0 : spaceWidth;
    }
    words[index]!.x = x;
    x += words[index]!.width;
  });
  return x;
}

/** A group of runs wider than the box, as runs that may break apart, each split between characters if still too wide. */
function breakGroup(group: TextWord[], maxWidth: number, measure: MeasureText, font: string, spacingPx: number): TextWord[] {
  return group.flatMap((word) =>
    word.width > maxWidth
      ? splitRun(word, maxWidth, measure, font, spacingPx)
      : [{ ...word, glue: word.glue === "none" ? "break" : word.glue }],
  );
}

/** Greedy wrapping at spaces and between words of scripts without spaces; a word wider than the box is split between characters. */
function wrap(text: string, maxWidth: number, measure: MeasureText, font: string, spacingPx: number) {
  const spaceWidth = measure(" ", font) + spacingPx;
  const lines: { words: TextWord[]; rtl: boolean; width: number; paragraph: number }[] = [];
  let breaksWords = false;
  for (const [index, paragraph] of text.split("\n").entries()) {
    const { runs, rtl } = paragraphRuns(paragraph);
    // Runs with nothing between them (a change of direction inside a word) stay on one line.
    const groups: TextWord[][] = [];
    for (const run of runs) {
      const word = { ...run, x: 0, width: runWidth(measure, run, font, spacingPx) };
      if (run.glue === "none" && groups.length) groups.at(-1)!.push(word);
      else groups.push([word]);
    }
    let line: TextWord[] = [];
    let width = 0;
    const push = () => {
      lines.push({ words: line, rtl, width: placeRuns(line, spaceWidth), paragraph: index });
      line = [];
      width = 0;
    };
    for (const group of groups) {
      const tooWide = sumWidths(group) > maxWidth;
      breaksWords ||= tooWide;
      const units = tooWide ? breakGroup(group, maxWidth, measure, font, spacingPx).map((word) => [word]) : [group];
      for (const unit of units) {
        const gap = line.length && unit[0]!.glue === "space" ? spaceWidth : 0;
        if (line.length && width + gap + sumWidths(unit) > maxWidth) push();
        width += (line.length ? gap : 0) + sumWidths(unit);
        line.push(...unit);
      }
    }
    push();
  }
  return { lines, breaksWords };
}

const sumWidths = (words: readonly TextWord[]) => words.reduce((sum, word) => sum + word.width, 0);

/**
 * Each line's box: the style's line height, grown where fallback glyphs (emoji, stacked Thai
 * marks, Arabic descenders…) reach further from the middle, so they never run into the next line.
 */
function stackLines(wrapped: ReturnType<typeof wrap>["lines"], size: number, lineHeight: number): { lines: TextLine[]; height: number } {
  let top = 0;
  const lines = wrapped.map(({ words, rtl, width, paragraph }) => {
    const text = words.map((word, index) => (index && word.glue === "space" ? ` ${word.text}` : word.text)).join("");
    const ink = fallbackInk(text);
    const above = Math.max(lineHeight / 2, ink.above * size);
    const below = Math.max(lineHeight / 2, ink.below * size);
    const line = { text, width, words, rtl, paragraph, y: top + above, above, below };
    top += above + below;
    return line;
  });
  return { lines, height: top };
}

/**
 * Lays text out in a box: the largest whole font size between the style's min and max at which
 * the wrapped text fits without breaking a word (auto-fit), else the min size, marked as
 * overflowing (words are broken only when even the min size needs it).
 */
export function layoutText(text: string, style: TextStyle, boxWidth: number, boxHeight: number, measure: MeasureText): TextLayout {
  const content = transformText(text, style.transform);
  const attempt = (size: number): TextLayout => {
    const font = cssFont(style, size, content);
    const wrapped = wrap(content, boxWidth, measure, font, style.letterSpacing * size);
    const lineHeight = size * style.lineHeight;
    const { lines, height } = stackLines(wrapped.lines, size, lineHeight);
    const overflows = height > boxHeight + 0.5 || lines.some((line) => line.width > boxWidth + 0.5);
    return { font, fontSize: size, lineHeight, lines, height, overflows, breaksWords: wrapped.breaksWords };
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
