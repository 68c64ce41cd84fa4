import { ILLUSTRATION_WORDS, NEUTRAL_ILLUSTRATIONS, STAT_ILLUSTRATIONS } from "./illustration-words.ts";

/** What one scene says, and whether it shows a number (a stat falls back to a chart). */
export interface SceneWords {
  words: string;
  stat: boolean;
}

const wordsIn = new Intl.Segmenter(undefined, { granularity: "word" });
/** Lower case without accents, so "Café", "cafe" and "CAFÉ" are one word. */
const fold = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
/** Endings that make a word plural or inflect it in the languages read (coffees, Kuchen → Kuchens, cafés). */
const INFLECTION = /^(?:s|es|e|en|er|n|x)$/;

function tokens(text: string): string[] {
  return [...wordsIn.segment(fold(text))].filter((part) => part.isWordLike).map((part) => part.segment);
}

const LEXICON = Object.entries(ILLUSTRATION_WORDS).map(([icon, words]) => ({ icon, words: [...new Set(fold(words).split(/\s+/))] }));

function matches(token: string, word: string): boolean {
  if (token === word) return true;
  if (!token.startsWith(word)) return word.length >= 6 && token.endsWith(word);
  return word.length >= 5 || INFLECTION.test(token.slice(word.length));
}

/** How strongly each illustration fits the words: the number of their words it matches. */
export function scores(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const token of tokens(text))
    for (const { icon, words } of LEXICON) if (words.some((word) => matches(token, word))) found.set(icon, (found.get(icon) ?? 0) + 1);
  return found;
}

/**
 * One shipped illustration per scene, chosen by what the scene says (the video's subject counts
 * a little, so a scene of general words still pictures the topic), never the same one twice in a
 * video while another fits. A scene whose words call for nothing gets a chart if it is a stat,
 * else a neutral picture, each taken in turn.
 */
export function pickIllustrations(scenes: SceneWords[], subject: string): string[] {
  const subjectScores = scores(subject);
  const used = new Set<string>();
  const neutral = [...NEUTRAL_ILLUSTRATIONS];
  const charts = [...STAT_ILLUSTRATIONS];
  return scenes.map((scene) => {
    const own = scores(scene.words);
    const ranked = LEXICON.map(({ icon }, order) => ({ icon, order, score: (own.get(icon) ?? 0) + (subjectScores.get(icon) ?? 0) / 2 }))
      .filter((each) => each.score > 0 && !used.has(each.icon))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    const fallback = scene.stat ? charts : neutral;
    const icon = ranked[0]?.icon ?? fallback.find((each) => !used.has(each)) ?? fallback[0]!;
    used.add(icon);
    return icon;
  });
}
