import { nlp } from "../../kernel/english-nlp.ts";
import { CLAUSE_JOINERS, words } from "./brief/brief-words.ts";
import { plannedScene, type SceneInput } from "./plan-document.ts";

/** A shot longer than this is cut into beats where its words allow: social videos cut every 2–4 s. */
const LONGEST_BEAT_SECONDS = 4;
/** The shortest a beat is held when a stretched shot is cut. */
const MIN_BEAT_SECONDS = 2;
/** The starter title card's headline length. */
const HEADLINE_LENGTH = 80;
/** Each beat keeps at least this many words: fewer reads as a fragment, not a phrase. */
const SHORTEST_BEAT_WORDS = 3;
/**
 * Where a sentence may be cut: after a comma, semicolon, colon or dash, or before the word that
 * joins two clauses ("and", "but", "so", and theirs in the other languages read).
 */
const CLAUSE_BREAK = new RegExp(`[,;:–—،]\\s+|\\s+(?=${words(CLAUSE_JOINERS)}\\s)`, "giu");

/** Characters a cut before a joining word counts as further from the middle than one at punctuation. */
const JOINING_WORD_PENALTY = 6;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const textOf = (scene: SceneInput, slot: string) => {
  const value = scene.slots?.[slot];
  return value && "text" in value ? value.text : undefined;
};

/**
 * The headline cut at the clause break nearest its middle that leaves both halves a phrase; a
 * comma or dash is preferred to the joining word just after it ("by hand, | and the beans"), and
 * a comma between two adjectives (English) is not a break.
 */
function halves(headline: string): [string, string] | undefined {
  const middle = headline.length / 2;
  // "a strong, different password": a comma between two adjectives is no clause break.
  const adjectivePairs = (nlp(headline).match("#Adjective #Adjective").out("array") as string[])
    .map((pair) => pair.split(/,\s*/u))
    .filter((pair): pair is [string, string] => pair.length === 2);
  const cuts = [...headline.matchAll(CLAUSE_BREAK)]
    .map((match) => ({
      first: headline
        .slice(0, match.index)
        .replace(/[,;:–—،]$/u, "")
        .trim(),
      second: headline.slice(match.index + match[0].length).trim(),
      distance: Math.abs(match.index - middle) + (/\S/u.test(match[0]) ? 0 : JOINING_WORD_PENALTY),
    }))
    .filter(({ first, second }) => wordCount(first) >= SHORTEST_BEAT_WORDS && wordCount(second) >= SHORTEST_BEAT_WORDS)
    .filter(({ first, second }) => !adjectivePairs.some(([before, after]) => first.endsWith(before) && second.startsWith(after)))
    .sort((a, b) => a.distance - b.distance);
  const best = cuts[0];
  return best ? [best.first, best.second[0]!.toLocaleUpperCase() + best.second.slice(1)] : undefined;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const longerThanABeat = (scene: SceneInput) => typeof scene.duration === "number" && scene.duration > LONGEST_BEAT_SECONDS;

/**
 * A headline card as two shots: its headline, then what was below it (or the headline's second
 * clause when nothing was), each spoken and timed by its own words and keeping the rest of the
 * card (a kicker stays on the first). Undefined for a card that cannot be cut at a clause.
 */
function titleBeats(scene: SceneInput): SceneInput[] | undefined {
  const headline = textOf(scene, "headline");
  const subtitle = textOf(scene, "subtitle");
  if (!headline) return undefined;
  // A subtitle too long to become a headline: the card's whole sentence cut afresh at its middle.
  const whole = subtitle && subtitle.length > HEADLINE_LENGTH ? scene.voiceover?.text.replace(/[.。]$/u, "") : undefined;
  const [first, second] = whole ? (halves(whole) ?? []) : subtitle ? [headline, subtitle] : (halves(headline) ?? []);
  // What was below becomes a headline: only if it is one a headline box holds whole.
  if (!first || !second || first.length > HEADLINE_LENGTH || second.length > HEADLINE_LENGTH || second.endsWith("…")) return undefined;
  const { subtitle: _below, ...kept } = scene.slots ?? {};
  return [
    plannedScene("title", { ...kept, headline: { text: first } }, first),
    plannedScene("title", { headline: { text: capitalised(second) } }, capitalised(second)),
  ];
}

/**
 * A stat whose label runs on past a clause ("40 hours / of battery, noise cancelling that adapts
 * to the room…") as the stat with the label's first phrase, then the rest as a headline. The
 * voiceover is cut where the label is, so each shot says what it shows.
 */
function statBeats(scene: SceneInput): SceneInput[] | undefined {
  const label = textOf(scene, "label");
  const spoken = scene.voiceover?.text;
  if (!label || !spoken) return undefined;
  const cut = [...label.matchAll(CLAUSE_BREAK)].find(
    (match) => match.index > 0 && wordCount(label.slice(match.index + match[0].length)) >= SHORTEST_BEAT_WORDS,
  );
  if (!cut) return undefined;
  const phrase = label
    .slice(0, cut.index)
    .replace(/[,;:–—]$/u, "")
    .trim();
  const rest = label.slice(cut.index + cut[0].length).trim();
  const at = spoken.lastIndexOf(rest);
  if (!phrase || at < 0 || rest.length > HEADLINE_LENGTH) return undefined;
  const said = spoken.slice(0, at).replace(/[\s,;:–—]+$/u, "");
  return [
    plannedScene("stat", { ...scene.slots, label: { text: phrase } }, said),
    plannedScene("title", { headline: { text: capitalised(rest) } }, capitalised(spoken.slice(at))),
  ];
}

/**
 * A headline or stat card that would be held longer than a beat, as shots of a beat each, cut at
 * clauses (each shot cut again while it is still too long). A card that cannot be cut at a
 * clause stays whole: a phrase is never split in the middle.
 */
export function inBeats(scene: SceneInput): SceneInput[] {
  if (!longerThanABeat(scene)) return [scene];
  const shots = scene.layoutId === "title" ? titleBeats(scene) : scene.layoutId === "stat" ? statBeats(scene) : undefined;
  return shots ? shots.flatMap(inBeats) : [scene];
}

/**
 * A shot stretched to a length asked for, cut into beats as `inBeats` cuts it, the beats sharing
 * the shot's time by their reading times, so the video keeps its length.
 */
export function inBeatsKeepingLength(scene: SceneInput): SceneInput[] {
  const beats = inBeats(scene);
  if (beats.length === 1 || typeof scene.duration !== "number") return beats;
  const total = scene.duration;
  // Too little time for every beat to be read: the shot stays whole.
  if (total < beats.length * MIN_BEAT_SECONDS) return [scene];
  const read = beats.reduce((sum, beat) => sum + (beat.duration as number), 0);
  // Each beat gets the shortest hold, and the time beyond it by its reading time (rounded down
  // to half seconds, so the last, which takes what is left, never gets less than its share).
  const extra = total - beats.length * MIN_BEAT_SECONDS;
  let left = total;
  return beats.map((beat, index) => {
    const share = index === beats.length - 1 ? left : MIN_BEAT_SECONDS + Math.floor(((beat.duration as number) * extra * 2) / read) / 2;
    left -= share;
    return { ...beat, duration: share };
  });
}
