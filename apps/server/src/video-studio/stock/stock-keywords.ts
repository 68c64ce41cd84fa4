import { nlp, type NlpView } from "../../kernel/english-nlp.ts";

/** Words that say nothing a picture could show. */
const VAGUE = new Set([
  "thing",
  "things",
  "way",
  "ways",
  "lot",
  "time",
  "times",
  "day",
  "days",
  "today",
  "year",
  "years",
  "people",
  "everyone",
  "anything",
  "something",
  "reason",
  "reasons",
  "glance",
  "video",
  "minute",
  "second",
]);

const cleanTerm = (term: string) => term.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, "");

/** The common nouns of a parsed text, singular, lower-case. */
const commonNouns = (view: NlpView): string[] =>
  (view.match("#Noun").not("(#Pronoun|#Possessive|#ProperNoun|#Value|#Unit|#Acronym)").terms().out("array") as string[]).map(cleanTerm);

const usable = (words: string[]) => [...new Set(words.filter((word) => word.length >= 3 && !VAGUE.has(word)))];

/** The things a text names (common nouns, singular, lower-case), in order, once each. */
export function namedThings(text: string): string[] {
  const doc = nlp(text);
  doc.nouns().toSingular();
  const words = commonNouns(doc);
  return usable(words.length ? words : fallbackWords(text));
}

/** Without nouns the parser knows (another language): the longer words, which are rarely grammar. */
const fallbackWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 5);

/**
 * A video's subject: the first noun phrase of its title that names a common thing, head noun
 * first ("Fresh coffee from the roastery" → coffee; "…your neighbourhood coffee roaster" →
 * roaster, coffee).
 */
export function subjectWords(title: string): string[] {
  const doc = nlp(title);
  doc.nouns().toSingular();
  for (const phrase of doc.nouns().out("array") as string[]) {
    const words = usable(commonNouns(nlp(phrase)));
    if (words.length) return words.slice(-2).reverse();
  }
  return namedThings(title).slice(0, 1);
}

/**
 * Stock searches for a scene, most precise first: the first things its words name (what a
 * sentence is about comes early) led by the video's subject, then fewer words, then the subject
 * alone; three words at most, none twice.
 */
export function sceneQueries(sceneText: string, subject: string[]): string[] {
  const own = namedThings(sceneText).slice(0, 2);
  const lead = subject.find((word) => !own.includes(word));
  const withLead = (words: string[]) => [...(lead ? [lead] : []), ...words].join(" ");
  const queries = [withLead(own), withLead(own.slice(0, 1)), own[0] ?? "", subject[0] ?? ""];
  return [...new Set(queries.filter(Boolean))];
}
