import { CLAUSE_JOINERS, words } from "./brief/brief-words.ts";
import { plannedScene, type SceneInput } from "./plan-document.ts";

/** A shot longer than this is cut into beats where its words allow: social videos cut every 2–4 s. */
const LONGEST_BEAT_SECONDS = 4;
/** The starter title card's headline length. */
const HEADLINE_LENGTH = 80;
/** Each beat keeps at least this many words: fewer reads as a fragment, not a phrase. */
const SHORTEST_BEAT_WORDS = 3;
/**
 * Where a sentence may be cut: after a comma, semicolon, colon or dash, or before the word that
 * joins two clauses ("and", "but", "so", and theirs in the other languages read).
 */
const CLAUSE_BREAK = new RegExp(`[,;:–—]\\s+|\\s+(?=${words(CLAUSE_JOINERS)}\\s)`, "giu");

/** Characters a cut before a joining word counts as further from the middle than one at punctuation. */
const JOINING_WORD_PENALTY = 6;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const textOf = (scene: SceneInput, slot: string) => {
  const value = scene.slots?.[slot];
  return value && "text" in value ? value.text : undefined;
};

/**
 * The headline cut at the clause break nearest its middle that leaves both halves a phrase; a
 * comma or dash is preferred to the joining word just after it ("by hand, | and the beans").
 */
function halves(headline: string): [string, string] | undefined {
  const middle = headline.length / 2;
  const cuts = [...headline.matchAll(CLAUSE_BREAK)]
    .map((match) => ({
      first: headline
        .slice(0, match.index)
        .replace(/[,;:–—]$/u, "")
        .trim(),
      second: headline.slice(match.index + match[0].length).trim(),
      distance: Math.abs(match.index - middle) + (/\S/u.test(match[0]) ? 0 : JOINING_WORD_PENALTY),
    }))
    .filter(({ first, second }) => wordCount(first) >= SHORTEST_BEAT_WORDS && wordCount(second) >= SHORTEST_BEAT_WORDS)
    .sort((a, b) => a.distance - b.distance);
  const best = cuts[0];
  return best ? [best.first, best.second[0]!.toLocaleUpperCase() + best.second.slice(1)] : undefined;
}

/**
 * A headline card that would be held longer than a beat, as two shots: its headline, then what
 * was below it (or the headline's second clause when nothing was), each spoken and timed by its
 * own words and keeping the rest of the card (a kicker stays on the first). A card that cannot
 * be cut at a clause stays whole: a phrase is never split in the middle.
 */
export function inBeats(scene: SceneInput): SceneInput[] {
  if (scene.layoutId !== "title" || typeof scene.duration !== "number" || scene.duration <= LONGEST_BEAT_SECONDS) return [scene];
  const headline = textOf(scene, "headline");
  const subtitle = textOf(scene, "subtitle");
  if (!headline) return [scene];
  const [first, second] = subtitle ? [headline, subtitle] : (halves(headline) ?? []);
  // What was below becomes a headline: only if it is one a headline box holds whole.
  if (!first || !second || second.length > HEADLINE_LENGTH || second.endsWith("…")) return [scene];
  const { subtitle: _below, ...kept } = scene.slots ?? {};
  return [
    plannedScene("title", { ...kept, headline: { text: first } }, first),
    plannedScene("title", { headline: { text: second } }, second),
  ];
}
