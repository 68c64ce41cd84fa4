/**
 * The scripts the template fonts lack, each drawn in a fallback family both hosts register.
 * `ink` is how far the script's glyphs reach above and below the middle baseline, in ems
 * (measured in Skia over the template fonts' middles: see text-scripts.test.ts): a line holding them grows
 * to fit, so they never run into the next line.
 */
interface FallbackScript {
  family: string;
  test: RegExp;
  ink: { above: number; below: number };
}

export const EMOJI_FAMILY = "Noto Color Emoji";

const SCRIPTS = {
  arabic: { family: "Noto Sans Arabic", test: /\p{Script=Arabic}/u, ink: { above: 0.64, below: 0.79 } },
  hebrew: { family: "Noto Sans Hebrew", test: /\p{Script=Hebrew}/u, ink: { above: 0.51, below: 0.5 } },
  devanagari: { family: "Noto Sans Devanagari", test: /\p{Script=Devanagari}/u, ink: { above: 0.65, below: 0.61 } },
  thai: { family: "Noto Sans Thai", test: /\p{Script=Thai}/u, ink: { above: 0.78, below: 0.58 } },
  emoji: { family: EMOJI_FAMILY, test: /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F/u, ink: { above: 0.66, below: 0.57 } },
  korean: { family: "Noto Sans KR", test: /\p{Script=Hangul}/u, ink: { above: 0.58, below: 0.42 } },
  japanese: { family: "Noto Sans JP", test: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, ink: { above: 0.58, below: 0.42 } },
  chinese: { family: "Noto Sans SC", test: /\p{Script=Han}/u, ink: { above: 0.6, below: 0.42 } },
} satisfies Record<string, FallbackScript>;

/** Every fallback family, in the order text falls back to them (`fontStack` orders the CJK ones). */
export const FALLBACK_FAMILIES = Object.values(SCRIPTS).map((script) => script.family);

/**
 * The fallback families for `text`, in order. Han characters are drawn in the first CJK family:
 * Korean text's in Korean forms, Japanese text's (it has kana) in Japanese forms, others in
 * Simplified Chinese. Korean and Japanese fonts come before the Chinese one also because the
 * Chinese font carries a few Hangul and kana, which would mix two designs in one word.
 */
export function fallbackFamilies(text: string): string[] {
  const { arabic, hebrew, devanagari, thai, emoji, korean, japanese, chinese } = SCRIPTS;
  const cjk = SCRIPTS.korean.test.test(text)
    ? [korean, japanese, chinese]
    : SCRIPTS.japanese.test.test(text)
      ? [japanese, chinese, korean]
      : [chinese, japanese, korean];
  return [arabic, hebrew, devanagari, thai, emoji, ...cjk].map((script) => script.family);
}

/** How far the fallback glyphs in `text` reach above and below the middle baseline, in ems (0 without any). */
export function fallbackInk(text: string): { above: number; below: number } {
  let above = 0;
  let below = 0;
  for (const script of Object.values(SCRIPTS))
    if (script.test.test(text)) {
      above = Math.max(above, script.ink.above);
      below = Math.max(below, script.ink.below);
    }
  return { above, below };
}

/** Right-to-left scripts' letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…): text without any skips the bidi algorithm. */
export const hasRightToLeft = (text: string) =>
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u.test(text);

/**
 * Scripts whose letters join (Arabic, Syriac, N'Ko, Mongolian…). Drawn letter by letter they
 * would lose their joined forms, so they are never split: letter spacing skips them, as CSS
 * asks of cursive scripts.
 */
export const isJoiningScript = (text: string) =>
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u.test(
    text,
  );

/** Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar): lines break between their words. */
export const hasNoSpaceScript = (text: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u.test(text);
