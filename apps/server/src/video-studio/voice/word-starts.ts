import { scriptWords } from "@framewise/renderer";

/**
 * Each word's start (the script's words as captions split them: scriptWords) from per-character
 * start times, as ElevenLabs' alignment gives them (one entry per code point); undefined when
 * the characters are not the script's, so the captions fall back rather than drift.
 */
export function wordStartsFromCharacters(script: string, characters: string[], startSeconds: number[]): number[] | undefined {
  if (characters.join("") !== script || startSeconds.length !== characters.length) return undefined;
  // The character entry each UTF-16 offset of the script falls in.
  const entryAt: number[] = [];
  characters.forEach((character, entry) => entryAt.push(...Array<number>(character.length).fill(entry)));
  return scriptWords(script).map((word) => startSeconds[entryAt[word.index]!]!);
}
