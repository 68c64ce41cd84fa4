/** A piece of a prompt the planner turns into one scene (or one list scene). */
export type TextUnit = { kind: "sentence"; text: string } | { kind: "bullets"; items: string[] };

const BULLET = /^\s*(?:[-*•–—・]|\d{1,2}[.)])\s+/;
// The Unicode sentence rules (UAX #29) as the platform's ICU knows them, in every script:
// "3.2×" stays whole, and Japanese "。" or Arabic "؟" end sentences as "." and "?" do.
const sentences = new Intl.Segmenter(undefined, { granularity: "sentence" });
/** Abbreviations before a name or a number ("Dr. Lange", "Mme. Roy", "ca. 30", "Nr. 5"), whose full stop ends no sentence. */
const ABBREVIATIONS = "(?<![\\p{L}])(?:Dr|Dres|Mr|Mrs|Ms|Mx|Prof|Mme|Mlle|Dra|Sra|Srta|Hr|[Cc]a|approx|env|[Nn]r|[Tt]el)\\.";
const ENDS_IN_ABBREVIATION = new RegExp(`${ABBREVIATIONS}\\s*$`, "u");
// ICU keeps ". 40 hours" with the sentence before it (a number may go on one); briefs start sentences with numbers.
const NUMBER_STARTS_SENTENCE = new RegExp(`(?<=[\\p{Ll}\\p{Lo}%)][.!?])(?<!${ABBREVIATIONS})\\s+(?=[-$€£¥]?\\d)`, "u");

/**
 * The prompt as sentences and runs of bullet points, in order. Lines that start with "-", "*",
 * "•" or "1." are bullets; every other line is split into sentences. White space is folded.
 */
export function textUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  for (const rawLine of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.replace(/\s+/g, " ").trim();
    if (!line) continue;
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "").trim();
      const last = units.at(-1);
      if (last?.kind === "bullets") last.items.push(item);
      else units.push({ kind: "bullets", items: [item] });
      continue;
    }
    let held = "";
    for (const { segment } of sentences.segment(line)) {
      if (ENDS_IN_ABBREVIATION.test(segment)) {
        held += segment;
        continue;
      }
      for (const sentence of (held + segment).split(NUMBER_STARTS_SENTENCE))
        if (sentence.trim()) units.push({ kind: "sentence", text: sentence.trim() });
      held = "";
    }
    if (held.trim()) units.push({ kind: "sentence", text: held.trim() });
  }
  return units;
}

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when it was cut. */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** Reading time of `text` on screen: about 3 words a second plus a beat, 3 to 8 s, in half seconds. */
export function readingSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(8, Math.max(3, Math.round((words / 3 + 1.5) * 2) / 2));
}

/** A sentence as a headline: a single closing full stop dropped, as designers set headlines ("Meet the team", not "Meet the team."). */
export const asHeadline = (sentence: string) => sentence.replace(/(?<![.。])[.。]$/u, "");
