// One fixed locale on both hosts, so the browser and the server find the same boundaries.
const graphemeSegmenter = new Intl.Segmenter("und", { granularity: "grapheme" });
const wordSegmenter = new Intl.Segmenter("und", { granularity: "word" });

/**
 * The user-perceived characters of `text` (grapheme clusters): a letter with its marks, a
 * Devanagari conjunct, an emoji with its modifiers and joiners. Effects that reveal or space
 * text character by character step by these, never inside one.
 */
export function graphemes(text: string): string[] {
  // Plain ASCII is one character per code unit; most text is, and frames lay text out often.
  if (/^[\x20-\x7e]*$/.test(text)) return text.split("");
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/**
 * A run of text without spaces split where a line may break in scripts written without spaces
 * (Chinese, Japanese, Thai…): between their words, found by the platform's dictionary-based
 * segmentation. Punctuation stays with the word before it (after it at the start), so a line
 * never begins with a comma or a full stop.
 */
export function wordsWithoutSpaces(run: string): string[] {
  const words: string[] = [];
  let pending = "";
  for (const { segment, isWordLike } of wordSegmenter.segment(run)) {
    if (isWordLike) {
      words.push(pending + segment);
      pending = "";
    } else if (words.length) words[words.length - 1] += segment;
    else pending += segment;
  }
  if (pending) words.push(pending);
  return words;
}
