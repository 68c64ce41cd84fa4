import { graphemes, wordsWithoutSpaces } from "./text-segments.ts";
import { hasNoSpaceScript } from "./text-scripts.ts";

/** One word of a voiceover script, where it stands in the script. */
export interface ScriptWord {
  text: string;
  /** Its first UTF-16 code unit's offset in the script. */
  index: number;
  /** A space (or line break) stands between it and the word before. */
  spaced: boolean;
}

/**
 * A voiceover script's words, as captions show them and word timings count them: split at
 * spaces, and a run in a script written without spaces (Chinese, Japanese, Thai…) split between
 * its words as lines break it. The server's word timings and the renderer's caption pages both
 * come from here, so a timing always belongs to the word shown.
 */
export function scriptWords(script: string): ScriptWord[] {
  const words: ScriptWord[] = [];
  for (const token of script.matchAll(/\S+/g)) {
    let index = token.index;
    const parts = hasNoSpaceScript(token[0]) ? wordsWithoutSpaces(token[0]) : [token[0]];
    parts.forEach((text, part) => {
      words.push({ text, index, spaced: part === 0 && words.length > 0 });
      index += text.length;
    });
  }
  return words;
}

/** Words shown together, as written: a space only where the script has one. */
export const joinWords = (words: readonly ScriptWord[]) =>
  words.map((word, index) => (index > 0 && word.spaced ? ` ${word.text}` : word.text)).join("");

/** Closing quotes and brackets that may follow a word's final punctuation. */
const CLOSERS = `["'”’»)\\]」』）]*`;
const SENTENCE_END = new RegExp(`[.!?…。！？؟।]${CLOSERS}$`, "u");
const CLAUSE_END = new RegExp(`[,;:—、，；：،؛]${CLOSERS}$`, "u");

/** How a word ends its phrase: a sentence (a speaker pauses longest), a clause, or not at all. */
export function phraseEnd(word: string): "sentence" | "clause" | undefined {
  if (SENTENCE_END.test(word)) return "sentence";
  if (CLAUSE_END.test(word)) return "clause";
  return undefined;
}

/**
 * About how long a word takes to say, in beats: one per character (grapheme; a Chinese
 * character is a whole syllable, so it counts twice) and one for the gap after it.
 */
export function spokenWeight(word: string): number {
  const characters = graphemes(word);
  return characters.length + characters.filter((char) => /\p{Script=Han}/u.test(char)).length + 1;
}
