import { nlp } from "../../../kernel/english-nlp.ts";
import { LINKING_WORDS, QUALIFIERS, words } from "./brief-words.ts";

/** A number with what it counts, as a stat shows it: "2 miles", "20% off", "£12", "3.2×". */
export interface Quantity {
  /** The number and its unit as written. */
  text: string;
  /** What the number counts, from the sentence: "Free delivery", "of battery life", "for the whole set". */
  label: string;
  /** Words that lead up to the number, shown above it: "Only", "Up to", "Food scraps make up". */
  kicker?: string;
}

const list = (text: string) => text.split("|");
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Units whose number means something on its own, in the brief languages. */
const UNITS = list(
  "m²|km²|m³|ft²|sq ft|qm|㎡|miles|mile|mi|km|kilometres|kilometers|metres|meters|m|kg|g|lb|lbs|oz|ml|l|litres|liters|cups|minutes|minute|mins|min|hours|hour|hrs|h|days|day|weeks|week|months|month|years|year|stars|star|heures|jours|semaines|mois|ans|étoiles|kilometer|minuten|stunden|stunde|tage|tag|wochen|monate|jahre|jahren|sterne|kilómetros|minutos|horas|días|semanas|meses|años|estrellas|分|時間|日|週間|ヶ月|年|倍|キロ|人|كم|دقيقة|دقائق|ساعة|ساعات|يوم|أيام|سنة|سنوات",
);
const OFF = list("off|de réduction|de remise|rabatt|günstiger|de descuento|menos|オフ|引き|خصم");
const CURRENCY = "[$€£¥₹₩]";
const NUMBER = "\\d+(?:[.,]\\d+)*";
const WORD_END = "(?![\\p{L}\\p{N}])";
const QUANTITY = new RegExp(
  [
    // "£12", "$1,299", "12 €", "1200円", "USD 20", "20 ريال"
    `${CURRENCY}\\s?${NUMBER}(?:\\s?(?:k|m|bn)${WORD_END})?`,
    `${NUMBER}\\s?(?:${CURRENCY}|円|元|(?:EUR|USD|GBP|ريال|درهم|جنيه)${WORD_END})`,
    // "-20 %", "20% off", "20 % de réduction", "20%オフ"
    `-?${NUMBER}\\s?%(?:\\s?(?:${OFF.map(escape).join("|")})${WORD_END})?`,
    // "3.2×", "2x"
    `${NUMBER}\\s?[×x]${WORD_END}`,
    // "2 miles", "30分", "12k"
    // "95 m²" whole: a unit is not cut before a superscript or a digit.
    `${NUMBER}(?:\\s?|-)(?:${UNITS.map(escape).join("|")})(?![\\p{Script=Latin}\\p{N}])`,
    `${NUMBER}(?:k|m|bn)${WORD_END}`,
  ].join("|"),
  "iu",
);
/** Qualifiers and linking words at the end of the words before a number: "Classes *from* ___", "Free delivery *within* ___". */
const TRAILING = new RegExp(`(?:^|\\s)(?:${words([...QUALIFIERS, ...LINKING_WORDS])})$`, "iu");
const QUALIFIER = new RegExp(words(QUALIFIERS), "iu");
/** Words after a number that carry on from it ("40 hours *of* battery life", "25 ans *d'*expérience"), kept as written. */
const CARRIES_ON = new RegExp(`^(?:${words(LINKING_WORDS)}|(?:d|l|qu)['’])`, "iu");
const SAYS_NOTHING = new Set([...QUALIFIERS, ...LINKING_WORDS].flatMap((phrase) => phrase.toLocaleLowerCase().split(" ")));
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const wordsIn = new Intl.Segmenter(undefined, { granularity: "word" });

/** Whether words say what a number counts: some word in them is more than a qualifier or a preposition ("Only", "from", "a partir de" say nothing). */
function saysWhat(text: string): boolean {
  return [...wordsIn.segment(text)].some(
    ({ segment, isWordLike }) => isWordLike && !/^\p{N}+$/u.test(segment) && !SAYS_NOTHING.has(segment.toLocaleLowerCase()),
  );
}

/** Where a sentence names a date, a time or an ordinal ("March 3rd", "7pm"): numbers there are not stats. */
function datedSpans(sentence: string): string[] {
  return nlp(sentence).match("(#Date|#Time|#Ordinal)+").out("array") as string[];
}

/**
 * The first number in `sentence` that keeps its meaning on its own: with a currency, a percent,
 * a multiplier or a unit. A bare number ("Trail Runner 2", "on the 3rd") is no stat: shown
 * alone it would lose what it counts; nor is a number whose sentence says nothing of what it counts
 * ("Only £129.").
 */
export function findQuantity(sentence: string, lengths: { number: number; kicker: number }): Quantity | undefined {
  const found = QUANTITY.exec(sentence);
  if (!found) return undefined;
  // "15 % de descuento" is too long for the number: the percent alone, the words stay in the label.
  const text = found[0].trim().length > lengths.number ? /^-?[\d.,]+\s?%/.exec(found[0])?.[0] : found[0].trim();
  if (!text || text.length > lengths.number || datedSpans(sentence).some((span) => span.includes(text))) return undefined;
  const at = sentence.indexOf(text);
  const edge = (part: string) => part.replace(/^[\s,;:–—-]+|[\s,;:.!?。！？–—-]+$/gu, "").trim();
  const before = edge(sentence.slice(0, at));
  const after = edge(sentence.slice(at + text.length));
  // "Only £129 for the whole set", "Food scraps make up 30% of household waste": above the number what leads
  // up to it, below what follows, each as written.
  if (saysWhat(after)) {
    if (before.length > lengths.kicker) return undefined;
    const label = before || CARRIES_ON.test(after) ? after : capitalised(after);
    return { text, label, ...(before ? { kicker: before } : {}) };
  }
  // "Classes from £5": what the number counts, with "From" above it; "Only £129" says nothing of it.
  let label = before;
  while (TRAILING.test(label)) label = label.replace(TRAILING, "").trim();
  if (!saysWhat(label)) return undefined;
  const qualifier = before.slice(label.length).trim();
  return { text, label: capitalised(label), ...(QUALIFIER.test(qualifier) ? { kicker: capitalised(qualifier) } : {}) };
}
