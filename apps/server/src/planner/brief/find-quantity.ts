import nlp from "compromise";

/** A number with what it counts, as a stat shows it: "2 miles", "20% off", "£12", "3.2×". */
export interface Quantity {
  /** The number and its unit as written. */
  text: string;
  /** The sentence without it, as the stat's label. */
  label: string;
}

const list = (text: string) => text.split("|");
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Units whose number means something on its own, in the brief languages. */
const UNITS = list(
  "miles|mile|mi|km|kilometres|kilometers|metres|meters|m|kg|g|lb|lbs|oz|ml|l|litres|liters|cups|minutes|minute|mins|min|hours|hour|hrs|h|days|day|weeks|week|months|month|years|year|stars|star|heures|jours|semaines|mois|ans|étoiles|kilometer|minuten|stunden|stunde|tage|tag|wochen|monate|jahre|jahren|sterne|kilómetros|minutos|horas|días|semanas|meses|años|estrellas|分|時間|日|週間|ヶ月|年|倍|キロ|人|كم|دقيقة|دقائق|ساعة|ساعات|يوم|أيام|سنة|سنوات",
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
    `${NUMBER}(?:\\s?|-)(?:${UNITS.map(escape).join("|")})(?![\\p{Script=Latin}])`,
    `${NUMBER}(?:k|m|bn)${WORD_END}`,
  ].join("|"),
  "iu",
);
/** Prepositions left dangling once the number is taken out: "Free delivery within ___". */
const DANGLING = new RegExp(
  `(?:^|\\s)(?:${list("within|in|of|for|at|by|up to|over|under|only|just|from|about|around|nearly|almost|more than|less than|حتى|à|de|en|pour|sur|jusqu'à|dès|seulement|innerhalb|von|für|bis zu|ab|nur|um|a|por|hasta|desde|solo|en|dentro de|في|خلال|على|بـ|من").map(escape).join("|")})$`,
  "iu",
);

/** "30% *of* household waste": the number belongs to the words after it, which the label keeps whole. */
const BOUND = /^(?:of|de|d'|du|des|der|del|von|من)\s/iu;

/** Where a sentence names a date, a time or an ordinal ("March 3rd", "7pm"): numbers there are not stats. */
function datedSpans(sentence: string): string[] {
  return nlp(sentence).match("(#Date|#Time|#Ordinal)+").out("array") as string[];
}

/**
 * The first number in `sentence` that keeps its meaning on its own: with a currency, a percent,
 * a multiplier or a unit. A bare number ("Trail Runner 2", "on the 3rd") is no stat: shown
 * alone it would lose what it counts.
 */
export function findQuantity(sentence: string, maxLength: number): Quantity | undefined {
  const found = QUANTITY.exec(sentence);
  if (!found) return undefined;
  // "15 % de descuento" is too long for the number: the percent alone, the words stay in the label.
  const text = found[0].trim().length > maxLength ? /^-?[\d.,]+\s?%/.exec(found[0])?.[0] : found[0].trim();
  if (!text || text.length > maxLength || datedSpans(sentence).some((span) => span.includes(text))) return undefined;
  const at = sentence.indexOf(text);
  const before = sentence.slice(0, at).trim();
  const after = sentence.slice(at + text.length).trim();
  const edge = (part: string) => part.replace(/^[\s,;:–—-]+|[\s,;:.!。–—-]+$/gu, "").trim();
  // Taken from the middle of "Thank you for 10 years of support" the words would no longer read: the label keeps them all.
  if ((DANGLING.test(before) && edge(after)) || BOUND.test(after)) return { text, label: edge(sentence) };
  let label = edge(`${before} ${after}`.replace(/\s+/g, " "));
  for (let left = label; (left = left.replace(DANGLING, "").trim()) !== label && left;) label = left;
  return { text, label: label.charAt(0).toLocaleUpperCase() + label.slice(1) };
}
