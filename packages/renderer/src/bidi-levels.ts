import bidiFactory from "bidi-js";
import { hasRightToLeft } from "./text-scripts.ts";

const bidi = bidiFactory();

/**
 * Each UTF-16 unit's embedding level in a paragraph, by the Unicode bidirectional algorithm
 * (odd: right to left), and the paragraph's own level (1 when its first strong letter is right
 * to left). Text without right-to-left letters is all level 0 and skips the algorithm.
 */
export function paragraphLevels(paragraph: string): { levels: Uint8Array; level: number } {
  if (!hasRightToLeft(paragraph)) return { levels: new Uint8Array(paragraph.length), level: 0 };
  const direction = paragraphDirection(paragraph);
  return { levels: bidi.getEmbeddingLevels(withBmpStandIns(paragraph), direction).levels, level: direction === "rtl" ? 1 : 0 };
}

/** A character of each bidi class in the Basic Multilingual Plane ("!" stands for the neutral others). */
const STAND_INS: Partial<Record<string, string>> = {
  L: "a",
  R: "\u05d0",
  AL: "\u0627",
  EN: "0",
  AN: "\u0660",
  NSM: "\u0300",
  BN: "\u200b",
  WS: " ",
};

/**
 * The paragraph with each character beyond the Basic Multilingual Plane (emoji, Adlam…) as two
 * characters of its bidi class: bidi-js classes UTF-16 units, and would take each half of an
 * emoji for a left-to-right letter. The length, and so every unit's index, is unchanged.
 */
function withBmpStandIns(paragraph: string): string {
  return paragraph.replace(/[\u{10000}-\u{10ffff}]/gu, (char) => (STAND_INS[bidi.getBidiCharTypeName(char)] ?? "!").repeat(2));
}

/** A paragraph's direction, from its first strong letter (rule P2), read by whole characters like the rest. */
function paragraphDirection(paragraph: string): "ltr" | "rtl" {
  for (const char of paragraph) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === "L") return "ltr";
    if (type === "R" || type === "AL") return "rtl";
  }
  return "ltr";
}

/**
 * The visual order of a line's runs, given each run's level (rule L2: from the highest level
 * down to the lowest odd one, reverse every sequence at that level or above). Each run is then
 * drawn whole, so the platform shapes it and orders its own letters.
 */
export function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, index) => index);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level--)
    for (let start = 0; start < order.length;) {
      if (levels[order[start]!]! < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < order.length && levels[order[end]!]! >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  return order;
}
