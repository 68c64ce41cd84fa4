import type { AspectRatio, Template } from "@framewise/scene";
import { textUnits, type TextUnit } from "../text-units.ts";
import {
  ABOUT,
  AT_MOST,
  CLOSING_ADVERBS,
  EMPHASIS_BIG,
  EMPHASIS_TARGETS,
  EMPHASIS_VERBS,
  EXPLAIN_VERBS,
  FILLER,
  FRAMING_PREPOSITIONS,
  FRAMING_VERBS,
  GERMAN_NOMINATIVE,
  JAPANESE_FRAMING_ENDINGS,
  LABELS,
  LENGTH_AFTER,
  MINUTE_UNITS,
  ORIENTATIONS,
  PLATFORMS,
  QUESTION_WORDS,
  RATIOS,
  SECOND_UNITS,
  SPELLED_COUNTS,
  TONE_MOODS,
  TONE_NOUNS,
  VIDEO_NOUNS,
  words,
  type LabelKind,
} from "./brief-words.ts";

export type Mood = Exclude<Template["musicMood"], "none">;
/** What a brief wants shown big: its date, its price, its offer, or a phrase of its own. */
export type Emphasis = keyof typeof EMPHASIS_TARGETS | { phrase: string };

/** A piece of a brief for the screen: a sentence, a run of bullets, or listed selling points. */
export type BriefUnit = TextUnit | { kind: "points"; items: string[] };

/** A brief read as a request: what the video says, apart from what the brief asks of it. */
export interface Brief {
  /** The words for the screen, in order, with every instruction taken out. */
  units: BriefUnit[];
  /** The brand, product or event the video is about ("an ad for *Ember & Oak*, …", "Brand: …"). */
  subject?: string;
  /** What the brief said of the subject beside it ("…, *our neighbourhood coffee roaster*"). */
  about?: string;
  /** The length asked for, in seconds ("30-second", "under 20s", "about a minute"). */
  seconds?: number;
  /** The aspect ratio of the platform or format named ("TikTok", "for LinkedIn", "16:9"). */
  aspectRatio?: AspectRatio;
  /** The template music mood the tone asked for suits ("Tone: warm and friendly" is calm). */
  mood?: Mood;
  callToAction?: { text: string; link?: string };
  emphasis: Emphasis[];
  /** The brief's instructions as it wrote them, for a language model's instructions. */
  instructions: string[];
}

const PLATFORM_WORDS = PLATFORMS.flatMap((platform) => platform.words.map((word) => [word, platform.aspectRatio] as const));
const FORMAT_NOUNS = [...VIDEO_NOUNS, "format", "formato", "formats", "mode", "フォーマット", "تنسيق"];
const ORIENTATION_WORDS = ORIENTATIONS.flatMap((each) => each.words.map((word) => [word, each.aspectRatio] as const));
const RATIO =
  /(?:(?:in|en|im|au|format)\s+)?\b(9\s?[:x/]\s?16|16\s?[:x/]\s?9|1\s?[:x/]\s?1|4\s?[:x/]\s?5)\b(?:\s*(?:format|formato|video|vidéo))?/giu;
const TONE_WORDS = Object.entries(TONE_MOODS).flatMap(([mood, list]) => list.map((word) => [word, mood as Mood] as const));
/** A greeting or "please" before a request: "Bitte ende mit: …", "Please make a video…". */
const PLEASE = "(?:please|hi|hey|hello|bitte|por favor|s'il (?:te|vous) plaît)[,!]?\\s+";
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/**
 * The brief's larger patterns, built the first time a brief is read: each joins hundreds of words
 * of six languages, and building them with the module took a fifth of a second of every start.
 */
const patterns = once(() => {
  const NUMBER = "(\\d+(?:[.,]\\d+)?|" + words(Object.keys(SPELLED_COUNTS)) + ")";
  const LENGTH = new RegExp(
    `(?:(${words(AT_MOST)}|${words(ABOUT)})\\s*|d['’])?(?:${NUMBER}\\s*[-‐]?\\s*(?:(${words(MINUTE_UNITS)})|(${words(SECOND_UNITS)}))|(\\d+)\\s*(?:s|sec)(?![\\p{L}]))(?:\\s*[-‐]?\\s*(${words(AT_MOST)}|${words(LENGTH_AFTER)}))?`,
    "giu",
  );
  const PLATFORM = new RegExp(
    `(?:(?<![\\p{L}])(?:for|on|to|as|in|pour|sur|en|au|für|fürs|auf|als|im|para|como|al|لـ|على)\\s+)?(?:(?:a|an|the|un|une|le|les|ein|eine|einen|einem|das|den|die|el|la|los|las)\\s+)?(?:ل|لل)?(${words(PLATFORM_WORDS.map(([word]) => word))})(?:[\\s-]*(?:${words(FORMAT_NOUNS)}))*(?:向け|用)?(?:の)?`,
    "giu",
  );
  const ORIENTATION = new RegExp(
    `(?:(?:in|en|im|au|format)\\s+)?(${words(ORIENTATION_WORDS.map(([word]) => word))})(?:\\s*(?:${words(FORMAT_NOUNS)}))+|(?:in|en|im|au)\\s+(${words(ORIENTATION_WORDS.map(([word]) => word))})(?:\\s*(?:format|formato|mode))?|(?:(?:in|en|im|au|al)\\s+)?(?:(?:a|the|le|el|un|una|ein|einem)\\s+)?(?:${words(FORMAT_NOUNS)})\\s+(${words(ORIENTATION_WORDS.map(([word]) => word))})`,
    "giu",
  );
  const TONE_WORD = new RegExp(words(TONE_WORDS.map(([word]) => word)), "giu");
  const TONE_PHRASE = new RegExp(
    `(?:(?:in|with|on|using|with an?|dans|avec|sur|mit|im|in einem|con|en)\\s+)?(?:(?:a|an|un|une|einem|einen|un|una)\\s+)?(?:(?:${words(TONE_WORDS.map(([word]) => word))}|and|et|und|y|,|\\s)+\\s*)?${words(TONE_NOUNS)}(?:\\s*(?:${words(TONE_WORDS.map(([word]) => word))}|and|et|und|y|,|\\s)+)?`,
    "giu",
  );
  const MAKE_IT = new RegExp(
    `^(?:(?:keep|make) it|sound|feel|rends-le|halte es|hazlo)\\s+(?:(?:very|really|super|more|très|sehr|muy)\\s+)?${words(TONE_WORDS.map(([word]) => word))}`,
    "iu",
  );
  const EMPHASIS = new RegExp(
    `^(?:${words(EMPHASIS_VERBS)})\\s+(?:(?:the|our|la|le|l'|les|das|die|den|el|los|las)\\s*)?(.+?)\\s*(?:${words(EMPHASIS_BIG)})|^(.+?)を(?:大きく|目立たせて|目立つように)|^(?:أبرز|اجعل)\\s+(.+?)(?:\\s+(?:${words(EMPHASIS_BIG)}))?[.!]?$`,
    "iu",
  );
  const PLEASE_FIRST = new RegExp(`^${PLEASE}`, "iu");
  const EXPLAIN = new RegExp(`^(?:${PLEASE})?${words(EXPLAIN_VERBS)}\\s+(?=${words(QUESTION_WORDS)}\\s)`, "iu");
  const FRAMING = new RegExp(
    `^(?:${PLEASE})?(?:(?:${words(FRAMING_VERBS)})(?:[\\s-]+(?:me|us|moi|nous|mir|uns))?\\s+)?(?:(?:a|an|one|our|my|this|the|un|une|ein|eine|einen|uno|una|un)\\s+)?(?:[\\p{L}\\p{N}'’:&]+[\\s-]+){0,6}?(?:${words(VIDEO_NOUNS)})(?:\\s+(?:video|vidéo|vídeo|clip))?(?:[\\s,]+(?:${PLATFORM.source}|${LENGTH.source}|${ORIENTATION.source}|${words(ORIENTATION_WORDS.map(([word]) => word))}))*(?:[\\s,]+(?:${words(FRAMING_PREPOSITIONS)})\\s*|\\s*[:：]\\s*)`,
    "iu",
  );
  const JAPANESE_FRAMING = new RegExp(
    `(?:の|について|を紹介する)?(?:[\\p{N}\\p{Script=Han}\\p{Script=Katakana}ー]*?(?:の|向けの|用の)?)*?(?:${words(VIDEO_NOUNS)})+(?:${words(JAPANESE_FRAMING_ENDINGS)})[。.!！]?$`,
    "u",
  );
  const ENDS_WITH = new RegExp(
    `^(?:${PLEASE})?(${words(LABELS.callToAction.filter((label) => / (?:with|on|par|sur|mit|con)$|^اختم/.test(label)))})\\s+(.+)$`,
    "iu",
  );
  /** "Zum Schluss jetzt bestellen auf huber.de": said without a colon, an ending is one only when it gives an address. */
  const CLOSING = new RegExp(`^(?:${PLEASE})?(${words(CLOSING_ADVERBS)})[\\s,]+(.+)$`, "iu");
  const BEFORE_LENGTH = new RegExp(
    `(?:${words([...VIDEO_NOUNS, "lasts", "lasting", "last", "dure", "durée", "dauert", "dura", "mit", "de", "von", "of", "مدته", "مدتها", "の"])})\\s*$`,
    "iu",
  );
  const AFTER_LENGTH = new RegExp(`^\\s*(?:${words([...VIDEO_NOUNS, "の"])})`, "iu");
  return {
    LENGTH,
    PLATFORM,
    ORIENTATION,
    TONE_WORD,
    TONE_PHRASE,
    MAKE_IT,
    EMPHASIS,
    PLEASE_FIRST,
    EXPLAIN,
    FRAMING,
    JAPANESE_FRAMING,
    ENDS_WITH,
    CLOSING,
    BEFORE_LENGTH,
    AFTER_LENGTH,
  };
});

const LINK = /\b((?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?)/i;
/** The preposition left at the end of a call to action once its address is taken out. */
const LEADS_TO_LINK = /\s+(?:at|on|in|via|sur|à|en|auf|bei|an|unter|su|sul|em|no|na|op|bij|al|a|sobre|في|على)$/iu;
/** A selling point listed after the subject is a phrase of at most this many words. */
const POINT_WORDS = 8;
const LABEL_LINE = /^\s*([^:：]{1,40}?)\s*[:：]\s*(.*)$/su;
const LEFTOVER_EDGES = /^[\s,;:.!?。、،–—]+|^-(?!\d)|[\s,;–—-]+$|\s+(?:at|on|via|for|sur|à|auf|bei|en|في|على)$/giu;
const COUNT_WORD =
  /^(?:\d+|one|two|three|four|five|six|seven|our|the|key|main|my|deux|trois|quatre|cinq|nos|les|zwei|drei|vier|fünf|unsere|die|dos|tres|cuatro|cinco|nuestros|los|三つの|3つの|ثلاث)$/iu;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
/** Text with folded spaces and without the punctuation or prepositions left at its edges once words were taken out. */
function tidy(text: string): string {
  let tidied = text.replace(/\s+/g, " ").trim();
  for (let before = ""; before !== tidied;) [before, tidied] = [tidied, tidied.replace(LEFTOVER_EDGES, "").trim()];
  return tidied;
}
/** "über unseren Laden" names "Unser Laden": German declines the words before a noun after a preposition. */
const nominative = (subject: string) => subject.replace(/^\p{L}+(?=\s)/u, (first) => GERMAN_NOMINATIVE[first.toLocaleLowerCase()] ?? first);
const matchesAll = (pattern: RegExp, text: string) => [...text.matchAll(pattern)];

/** Which kind of line a label starts ("Tone:", "Three selling points:", "End with:"), if it is one of the brief's. */
function labelKind(label: string): LabelKind | undefined {
  const { PLEASE_FIRST } = patterns();
  const plain = label.trim().toLocaleLowerCase().replace(PLEASE_FIRST, "");
  for (const kind of Object.keys(LABELS) as LabelKind[]) {
    const known = LABELS[kind] as readonly string[];
    if (known.includes(plain)) return kind;
    // "Three selling points", "Our key benefits": a count or determiner before the label.
    const words = plain.split(/\s+/);
    for (let start = 1; start < words.length && start <= 2; start++)
      if (words.slice(0, start).every((word) => COUNT_WORD.test(word)) && known.includes(words.slice(start).join(" "))) return kind;
  }
  return undefined;
}

/** The tone's mood: the first tone word the text uses. */
function moodOf(text: string): Mood | undefined {
  const { TONE_WORD } = patterns();
  const first = TONE_WORD.exec(text);
  TONE_WORD.lastIndex = 0;
  return first ? TONE_WORDS.find(([word]) => word.toLocaleLowerCase() === first[0].toLocaleLowerCase())?.[1] : undefined;
}

function lengthOf(match: RegExpMatchArray): number {
  const [, qualifier, count, minutes, , bareSeconds] = match;
  const spelled = count ? SPELLED_COUNTS[count.toLocaleLowerCase()] : undefined;
  const value = Number(bareSeconds ?? spelled ?? count?.replace(",", ".")) * (minutes ? 60 : 1);
  const ceiling = [qualifier, match[6]].some((word) => word && AT_MOST.includes(word.toLocaleLowerCase()));
  // "Under 20 seconds" aims a little under, still within a tenth of what was said.
  return Math.min(600, ceiling ? Math.round(value * 0.92 * 2) / 2 : value);
}

function aspectRatioIn(text: string): AspectRatio | undefined {
  const { PLATFORM, ORIENTATION } = patterns();
  const ratio = /\b(9|16|1|4)\s?[:x/]\s?(16|9|1|5)\b/.exec(text);
  if (ratio && RATIOS[`${ratio[1]}:${ratio[2]}`]) return RATIOS[`${ratio[1]}:${ratio[2]}`];
  const platform = PLATFORM.exec(text)?.[1];
  PLATFORM.lastIndex = 0;
  const plain = (word: string) => word.toLocaleLowerCase().replace(/[\s-]+/g, " ");
  if (platform) return PLATFORM_WORDS.find(([word]) => plain(word) === plain(platform))?.[1];
  const orientation = ORIENTATION.exec(text);
  ORIENTATION.lastIndex = 0;
  const said = orientation?.[1] ?? orientation?.[2] ?? orientation?.[3];
  return said ? ORIENTATION_WORDS.find(([word]) => word.toLocaleLowerCase() === said.toLocaleLowerCase())?.[1] : undefined;
}

/** A call to action as the brief gave it: its words, and the web address in them as the link. */
export function readCallToAction(text: string): { text: string; link?: string } {
  const link = LINK.exec(text)?.[1];
  // Japanese particles around the address go with it: "ご注文は<link>へ".
  const words = tidy(
    (link ? text.replace(new RegExp(`(?:は)?${link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:で|へ|から|まで)?`), " ") : text)
      .replace(/["“”«»„]/g, "")
      // A button is words: "RSVP at popup.example.com 🎉" is "RSVP", not "RSVP at 🎉".
      .replace(/(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D})+/gu, " ")
      .replace(/[.!。\s]+$/u, ""),
  );
  // "Ordina su dagino.it", "Bestel op …": the address goes below the button, and the word that led to it too.
  const button = link ? words.replace(LEADS_TO_LINK, "") : words;
  return {
    text: capitalised(button || words || text.trim()),
    ...(link ? { link: link.replace(/^https?:\/\//, "").replace(/\/$/, "") } : {}),
  };
}

/** "a, b, and c" or "a; b" as its items. */
function listItems(text: string): string[] {
  const parts = text.includes(";") ? text.split(/\s*;\s*/) : text.split(/\s*[,،、]\s+|\s*、\s*|\s+(?:and|et|und|y|e|و)\s+(?=[^,]*$)/u);
  return parts
    .map((part) => tidy(part.replace(/^(?:and|et|und|y|e|و)\s+/iu, "").replace(/[.。]$/u, "")))
    .filter(Boolean)
    .map(capitalised);
}

/** The framing ("Make a 30-second ad for …"): the sentence without it, when it had one. */
function withoutFraming(sentence: string): { framing: string; at: number; rest: string } | undefined {
  const { FRAMING, JAPANESE_FRAMING } = patterns();
  const framing = FRAMING.exec(sentence);
  if (framing) return { framing: framing[0], at: 0, rest: sentence.slice(framing[0].length) };
  const japanese = JAPANESE_FRAMING.exec(sentence);
  if (japanese) return { framing: japanese[0], at: japanese.index, rest: sentence.slice(0, japanese.index) };
  return undefined;
}

/** Words that say nothing on screen: fillers, and what the video is called. */
const isFiller = (word: string) => FILLER.has(word.toLocaleLowerCase()) || VIDEO_NOUNS.includes(word.toLocaleLowerCase());
const saysSomething = (text: string) => text.split(/[\s,.!?;:。、،]+/u).some((word) => word && !isFiller(word));

function closingWithAddress(sentence: string): RegExpExecArray | undefined {
  const { CLOSING } = patterns();
  const closing = CLOSING.exec(sentence);
  return closing && LINK.test(closing[2]!) ? closing : undefined;
}

type Line = { kind: "content"; text: string } | { kind: "points"; items: string[] } | { kind: "instruction" };

/** One line or sentence of the brief: an instruction noted on `brief`, selling points, or words for the screen. */
function readLine(sentence: string, brief: Brief): Line {
  const { EXPLAIN } = patterns();
  const explain = EXPLAIN.exec(sentence);
  if (explain) {
    // "Explain how a heat pump heats a home: …" says "How a heat pump heats a home: …".
    brief.instructions.push(sentence);
    return readLine(capitalised(sentence.slice(explain[0].length)), brief);
  }
  const { ENDS_WITH, EMPHASIS, LENGTH, TONE_PHRASE, MAKE_IT, TONE_WORD, PLATFORM, ORIENTATION } = patterns();
  const label = LABEL_LINE.exec(sentence);
  const kind = label ? labelKind(label[1]!) : undefined;
  const ending = kind ? undefined : (ENDS_WITH.exec(sentence) ?? closingWithAddress(sentence));
  if (kind || ending) {
    const rest = (label?.[2] ?? ending![2]!).trim();
    if (kind === "sellingPoints") return { kind: "points", items: rest ? listItems(rest) : [] };
    if (kind === "subject") {
      brief.subject ??= capitalised(tidy(rest.replace(/[.。]$/u, "")));
      return { kind: "instruction" };
    }
    brief.instructions.push(sentence);
    if (!kind || kind === "callToAction") {
      if (rest) brief.callToAction = readCallToAction(rest);
      return { kind: "instruction" };
    }
    if (kind === "tone") brief.mood ??= moodOf(rest);
    noteLengthAndFormat(rest, brief);
    brief.mood ??= moodOf(rest);
    return { kind: "instruction" };
  }

  const emphasis = EMPHASIS.exec(sentence);
  if (emphasis) {
    const target = tidy(emphasis[1] ?? emphasis[2] ?? emphasis[3] ?? "");
    const known = (Object.keys(EMPHASIS_TARGETS) as (keyof typeof EMPHASIS_TARGETS)[]).find((each) =>
      (EMPHASIS_TARGETS[each] as readonly string[]).some(
        (word) => target.toLocaleLowerCase().replace(/^(?:the|la|le|das|el)\s+/, "") === word || target.endsWith(word),
      ),
    );
    brief.emphasis.push(known ?? { phrase: target });
    brief.instructions.push(sentence);
    // "Make the price big: full groom £35." keeps what follows the colon.
    const said = /[:：]\s*(.+)$/u.exec(sentence)?.[1];
    return said ? { kind: "content", text: capitalised(said) } : { kind: "instruction" };
  }

  brief.aspectRatio ??= aspectRatioIn(sentence);
  const unframed = withoutFraming(sentence);
  const lengths = matchesAll(LENGTH, sentence);
  // In the brief's framing every length is asked; elsewhere (after its colon too: "clases de 30
  // minutos") only one said of the video.
  const inFraming = (length: RegExpMatchArray) =>
    unframed !== undefined && length.index! >= unframed.at && length.index! < unframed.at + unframed.framing.length;
  const asked = lengths.filter((length) => inFraming(length) || isLengthInstruction(sentence, length));
  // "in a warm tone", "Keep it playful.", "Verspielt und fröhlich.": tone, not words for the screen.
  const toned =
    TONE_PHRASE.test(sentence) ||
    MAKE_IT.test(sentence) ||
    (TONE_WORD.test(sentence) && !saysSomething(sentence.replace(TONE_WORD, " ").replace(/\b(?:and|et|und|y|or|but)\b/giu, " ")));
  TONE_PHRASE.lastIndex = TONE_WORD.lastIndex = 0;
  if (toned || unframed) brief.mood ??= moodOf(unframed ? unframed.framing : sentence);
  let text = asked
    .reduce((left, length) => left.replace(length[0], " "), unframed?.rest ?? sentence)
    .replace(PLATFORM, " ")
    .replace(ORIENTATION, " ")
    .replace(RATIO, " ");
  if (toned) text = text.replace(MAKE_IT, " ").replace(TONE_PHRASE, " ").replace(TONE_WORD, " ");
  const meaningful = saysSomething(lengths.reduce((left, length) => left.replace(length[0], " "), text));
  if (text === sentence && (meaningful || !lengths.length)) return { kind: "content", text: sentence };
  text = tidy(text.replace(/\s+([,.!?;:])/g, "$1"));
  brief.instructions.push(sentence);
  // "Keep it under 20 seconds.": once instructions are out, nothing is left to show.
  const length = meaningful ? asked[0] : lengths[0];
  if (length && brief.seconds === undefined) brief.seconds = lengthOf(length);
  if (!meaningful) return { kind: "instruction" };
  if (unframed && !brief.subject) {
    // "about our summer sale: 20% off all sandals": the subject, and a sentence of its own.
    const [named, said] = text.split(/\s*[:：]\s+/, 2);
    // "an ad for Ember & Oak, our neighbourhood coffee roaster": the subject, then what it is.
    const [subject, ...about] = named!.split(/\s*[,—–(]\s+|\s+[—–-]\s+/);
    brief.subject = nominative(capitalised(tidy(subject!.replace(/[.?!。？]$/u, ""))));
    const rest = tidy(about.join(", ").replace(/[.)。]$/u, ""));
    if (rest) brief.about = capitalised(rest);
    if (!said) return { kind: "instruction" };
    // "A video for Da Gino: slow-rising dough, a wood-fired oven and delivery in 30 minutes": its selling points.
    const items = listItems(said);
    return items.length >= 3 && items.every((item) => item.split(/\s+/).length <= POINT_WORDS && !/[.!?。](?:\s|$)/u.test(item))
      ? { kind: "points", items }
      : { kind: "content", text: capitalised(said) };
  }
  return { kind: "content", text: capitalised(text) };
}

/** Whether a length in a sentence is asked of the video ("a 30-second ad", "one minute long") rather than told ("ready in 3 minutes"). */
function isLengthInstruction(sentence: string, length: RegExpMatchArray): boolean {
  const { BEFORE_LENGTH, AFTER_LENGTH } = patterns();
  const at = length.index!;
  return (
    /\d\s*[-‐]\s*\p{L}|\d(?:s|sec)$/u.test(length[0].trim()) ||
    length[6] !== undefined ||
    BEFORE_LENGTH.test(sentence.slice(Math.max(0, at - 16), at)) ||
    AFTER_LENGTH.test(sentence.slice(at + length[0].length))
  );
}

function noteLengthAndFormat(text: string, brief: Brief) {
  const { LENGTH } = patterns();
  const length = matchesAll(LENGTH, text)[0];
  if (length && brief.seconds === undefined) brief.seconds = lengthOf(length);
  brief.aspectRatio ??= aspectRatioIn(text);
}

/** The instructions a text gives rather than says ("Tone: warm", "A 30-second ad for…"): none for words fit for the screen. */
export const instructionsIn = (text: string) => readBrief(text).instructions;

/**
 * Reads a brief as a request. Instructions (length, platform and format, tone, "end with", "make
 * the date big", the brief's own framing "make a video about…") are noted and taken out; the
 * subject, selling points and other sentences are left for the screen. Works line by line and
 * sentence by sentence (Unicode sentence rules), with the words of `brief-words.ts`.
 */
export function readBrief(text: string): Brief {
  const brief: Brief = { units: [], emphasis: [], instructions: [] };
  // Listed selling points ("Three selling points: a, b and c", or bullets under such a line).
  const points = (items: string[]) => items.length && brief.units.push({ kind: "points", items });
  let pointsFollow = false;
  for (const unit of textUnits(text)) {
    if (unit.kind === "bullets") {
      const items: string[] = [];
      for (const item of unit.items) {
        const line = readLine(item, brief);
        if (line.kind === "content") items.push(line.text);
        if (line.kind === "points") points(line.items);
      }
      if (pointsFollow) points(items);
      else if (items.length) brief.units.push({ kind: "bullets", items });
      pointsFollow = false;
      continue;
    }
    const line = readLine(unit.text, brief);
    pointsFollow = line.kind === "points" && !line.items.length;
    if (line.kind === "points") points(line.items);
    if (line.kind === "content") brief.units.push({ kind: "sentence", text: line.text });
  }
  return brief;
}
