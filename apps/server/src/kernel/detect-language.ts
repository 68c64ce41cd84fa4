import { franc } from "franc-min";

/** franc's ISO 639-3 codes as the two-letter ISO 639-1 codes expectations are written in, for the languages it knows that have one. */
const TWO_LETTER: Record<string, string> = {
  arb: "ar",
  bel: "be",
  ben: "bn",
  bul: "bg",
  ces: "cs",
  cmn: "zh",
  deu: "de",
  ell: "el",
  eng: "en",
  fra: "fr",
  hau: "ha",
  heb: "he",
  hin: "hi",
  hrv: "hr",
  hun: "hu",
  ind: "id",
  ita: "it",
  jav: "jv",
  jpn: "ja",
  kaz: "kk",
  kor: "ko",
  mar: "mr",
  nld: "nl",
  pes: "fa",
  pol: "pl",
  por: "pt",
  ron: "ro",
  rus: "ru",
  spa: "es",
  swe: "sv",
  swh: "sw",
  tha: "th",
  tur: "tr",
  ukr: "uk",
  urd: "ur",
  vie: "vi",
  yor: "yo",
  zul: "zu",
};

/**
 * Short words each language uses all the time, for the Latin-script languages trigrams confuse
 * on a few lines of marketing copy ("Order yours today" reads as German to them).
 */
const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set("the and your you yours with for to of is are our this that it on in at now get".split(" ")),
  de: new Set("der die das und mit für in ist sie ihr ihre unser unsere jetzt nicht auf ein eine zu dein deine".split(" ")),
  fr: new Set("le la les et des du pour avec est vous votre vos nos notre une dans sur au aux".split(" ")),
  es: new Set("el la los las y para con es tu tus nuestro nuestra una del en por ahora".split(" ")),
  it: new Set("il lo gli e di al alla in nel nella per con su è tuo tua nostro nostra una del della che ora non".split(" ")),
  pt: new Set("o os as e para com é seu sua nosso nossa uma do da que agora".split(" ")),
  nl: new Set("de het en een voor met in is jouw onze ons van op nu niet".split(" ")),
};
const ADDRESSES = /\S*[\p{L}\p{N}]\.\p{L}{2,}\S*/gu;
/** A language's function words must be found this often, and more often than any other's, to decide. */
const MIN_FUNCTION_WORDS = 2;
/** Fewer letters than this are too few for trigrams to tell languages apart. */
const MIN_LETTERS = 20;

/** The Latin-script language whose function words the text uses clearly most, if one does. */
function byFunctionWords(text: string): string | undefined {
  // Addresses are no language: "dagino.it" says "it" to English.
  const words =
    text
      .toLocaleLowerCase()
      .replace(ADDRESSES, " ")
      .match(/[\p{L}]+/gu) ?? [];
  const counts = Object.entries(FUNCTION_WORDS)
    .map(([code, list]) => [code, words.filter((word) => list.has(word)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  const [best, second] = counts;
  return best && best[1] >= MIN_FUNCTION_WORDS && best[1] > (second?.[1] ?? 0) ? best[0] : undefined;
}

/**
 * The language `text` is written in, as a two-letter code where one exists (franc's three-letter
 * one otherwise), or null when the text is too short to tell. Other scripts are told by franc's
 * trigram statistics; Latin-script text by its function words first, then trigrams. A heuristic:
 * reliable on a few sentences, not on a few words.
 */
export function detectLanguage(text: string): string | null {
  const found = franc(text, { minLength: MIN_LETTERS });
  const trigrams = found === "und" ? null : (TWO_LETTER[found] ?? found);
  const latin = /\p{Script=Latin}/u.test(text) && !/[^\p{Script=Latin}\p{Script=Common}\p{M}]/u.test(text);
  return (latin ? byFunctionWords(text) : undefined) ?? trigrams;
}
