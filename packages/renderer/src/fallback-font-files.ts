import emojiRanges from "@fontsource/noto-color-emoji/unicode.json" with { type: "json" };
import arabicRanges from "@fontsource/noto-sans-arabic/unicode.json" with { type: "json" };
import devanagariRanges from "@fontsource/noto-sans-devanagari/unicode.json" with { type: "json" };
import hebrewRanges from "@fontsource/noto-sans-hebrew/unicode.json" with { type: "json" };
import japaneseRanges from "@fontsource/noto-sans-jp/unicode.json" with { type: "json" };
import koreanRanges from "@fontsource/noto-sans-kr/unicode.json" with { type: "json" };
import chineseRanges from "@fontsource/noto-sans-sc/unicode.json" with { type: "json" };
import thaiRanges from "@fontsource/noto-sans-thai/unicode.json" with { type: "json" };
import { EMOJI_FAMILY } from "./text-scripts.ts";

/** One file of a fallback family: the characters it holds (a CSS `unicode-range`) and its weight. */
export interface FallbackFontFile {
  family: string;
  weight: number;
  module: string;
  unicodeRange: string;
}

/**
 * Regular and bold of each fallback family: a bold headline falls back to the bold file. The
 * browser is told which weights each file stands for (`weightRange`), so it never fakes a bold
 * that Skia would not draw.
 */
const WEIGHTS = [400, 700] as const;

/** The subsets of an @fontsource package's `unicode.json` that hold its script (numbered: every one of a CJK family's slices). */
function filesOf(
  family: string,
  packageName: string,
  ranges: Record<string, string>,
  subsets: (name: string) => boolean,
): FallbackFontFile[] {
  return WEIGHTS.flatMap((weight) =>
    Object.entries(ranges)
      .filter(([name]) => subsets(name))
      .map(([name, unicodeRange]) => ({
        family,
        weight,
        module: `@fontsource/${packageName}/files/${packageName}-${name.replace(/^\[(\d+)\]$/, "$1")}-${weight}-normal.woff2`,
        unicodeRange,
      })),
  );
}

const numbered = (name: string) => /^\[\d+\]$/.test(name);

/**
 * The fallback fonts' files (see text-scripts.ts for when each is used). Chinese, Japanese and
 * Korean come in about a hundred slices a weight, by `unicode-range`: a browser downloads only
 * the slices a text needs; Skia registers them all (about 20 MB, once per process). Emoji is the
 * one whole colour (COLR) file: @fontsource's emoji slices hold SVG glyphs, which Skia and
 * Chromium do not draw; the browser still fetches it only once a text has an emoji.
 */
export const FALLBACK_FONT_FILES: readonly FallbackFontFile[] = [
  ...filesOf("Noto Sans Arabic", "noto-sans-arabic", arabicRanges, (name) => name === "arabic"),
  ...filesOf("Noto Sans Hebrew", "noto-sans-hebrew", hebrewRanges, (name) => name === "hebrew"),
  ...filesOf("Noto Sans Devanagari", "noto-sans-devanagari", devanagariRanges, (name) => name === "devanagari"),
  ...filesOf("Noto Sans Thai", "noto-sans-thai", thaiRanges, (name) => name === "thai"),
  {
    family: EMOJI_FAMILY,
    weight: 400,
    module: "@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.woff2",
    unicodeRange: Object.values(emojiRanges as Record<string, string>).join(","),
  },
  ...filesOf("Noto Sans KR", "noto-sans-kr", koreanRanges, numbered),
  ...filesOf("Noto Sans JP", "noto-sans-jp", japaneseRanges, numbered),
  ...filesOf("Noto Sans SC", "noto-sans-sc", chineseRanges, numbered),
];

/**
 * The CSS weights a fallback file answers for, as Skia picks among the files it has by the CSS
 * rules: up to 500 the regular, above 500 the bold; emoji has one weight for all.
 */
export function weightRange(file: FallbackFontFile): string {
  if (file.family === EMOJI_FAMILY) return "1 1000";
  return file.weight === WEIGHTS[0] ? "1 500" : "501 1000";
}
