import { resolveSlot, type Content } from "@framewise/scene";

/** What a storyboard says, scene by scene: its on-screen words (slot text and list items) and what the narrator says. */
export function storyboardScript(document: Content): string[] {
  return document.scenes.flatMap((scene) => {
    const onScreen = Object.values(scene.slots).flatMap((value) => {
      const resolved = resolveSlot(document, value);
      if (!resolved) return [];
      if ("text" in resolved) return [resolved.text];
      if ("items" in resolved) return resolved.items;
      return [];
    });
    return [...onScreen, ...(scene.voiceover?.text ? [scene.voiceover.text] : [])].filter((text) => text.trim());
  });
}

/** The pictures and clips the storyboard's scenes place (slot sources, whether given directly or through a variable). */
export function placedMedia(document: Content): string[] {
  return document.scenes.flatMap((scene) =>
    Object.values(scene.slots).flatMap((value) => {
      const resolved = resolveSlot(document, value);
      return resolved && "src" in resolved ? [resolved.src] : [];
    }),
  );
}

/** Scripts written without spaces between words: a phrase in them is found anywhere, not only between word breaks. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

const fold = (text: string) => text.normalize("NFKC").toLocaleLowerCase().replace(/\s+/g, " ");

/**
 * Whether `phrase` is in `text` as whole words, ignoring case and runs of spaces: "sale" is not
 * found in "wholesale". Each edge that is a letter of a spaced script must meet a word break.
 */
export function containsPhrase(text: string, phrase: string): boolean {
  const haystack = fold(text);
  const needle = fold(phrase).trim();
  if (!needle) return true;
  const [first] = needle;
  const last = needle.at(-1);
  const breakBefore = first !== undefined && WORD_CHAR.test(first) && !UNSPACED.test(first);
  const breakAfter = last !== undefined && WORD_CHAR.test(last) && !UNSPACED.test(last);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if (breakBefore && before !== undefined && WORD_CHAR.test(before)) continue;
    if (breakAfter && after !== undefined && WORD_CHAR.test(after)) continue;
    return true;
  }
  return false;
}
