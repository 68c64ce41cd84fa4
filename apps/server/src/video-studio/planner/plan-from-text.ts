import type { Content } from "@framewise/scene";
import { nlp } from "../../kernel/english-nlp.ts";
import { LINKING_WORDS, POSSESSIVES, STEP_WORDS, words } from "./brief/brief-words.ts";
import { findQuantity } from "./brief/find-quantity.ts";
import { inBeats, inBeatsKeepingLength } from "./beats.ts";
import { fitLength } from "./brief/fit-length.ts";
import { readBrief, readCallToAction, type Brief, type BriefUnit } from "./brief/read-brief.ts";
import { planDocument, plannedScene, type PlanOptions, type SceneInput } from "./plan-document.ts";
import { asHeadline, fitText } from "./text-units.ts";

/** The layouts the text planner uses (all text-only, so a plan needs no media to look finished). */
export const TEXT_PLAN_LAYOUTS = ["title", "stat", "quote", "call-to-action"] as const;

/** The call-to-action layout's button holds this many characters. */
const BUTTON_LENGTH = 24;
/** "Now" before a call to action, which a button too long for its words can do without. */
const NOW_FIRST = /^(?:now|today|jetzt|heute|maintenant|ahora|hoy|agora|hoje|ora|oggi|nu|vandaag)\s+(?=\S)/iu;
/** A preposition, article or possessive at the end of a cut call to action ("Visit us in ___", "Subscribe to our ___"). */
const LEADS_ON = new RegExp(`\\s+${words([...LINKING_WORDS, ...POSSESSIVES])}$`, "iu");
const LEADS_OFF = new RegExp(`^${words(LINKING_WORDS)}\\s+`, "iu");
/**
 * Words that open a street's name where it comes first (French, Spanish, Portuguese, Italian):
 * an address goes below the button, whole. English and German put the name first.
 */
const STREET = "(?:rue|avenue|boulevard|calle|avenida|plaza|rua|praça|piazza|corso|viale)";
const ADDRESS_STARTS = new RegExp(`\\s+${STREET}$`, "iu");
const ADDRESS_NOUN = new RegExp(`^${STREET}\\s`, "iu");
/** The stat layout's number and kicker slots hold this many characters. */
const STAT_LENGTHS = { number: 10, kicker: 40 };
const QUOTED = /^["“«„](.+?)["”»“](?:\s*[—–-]\s*(.+))?$/;
/** A last sentence that asks for something ends the video as its call to action. */
const CTA_VERB =
  /^(try|get|start|join|shop|book|sign up|visit|download|order|pre-order|preorder|update|grab|call|discover|learn|see|buy|subscribe|follow|claim|register|apply|reserve|commandez|réservez|découvrez|essayez|inscrivez|passez|venez|téléchargez|bestellen|jetzt|buchen|entdecken|compra|pide|reserva|descubre|prueba|descarga|visita|descarregue|baixe|experimente|compre|reserve|scarica|prova|prenota|ordina|bestel|probeer|koop|ontdek|ご注文|今すぐ|اطلب|احجز|سجل)(?![\p{L}])/iu;
/** "7 things to pack: water, snacks and a map.": a heading, a colon, then three to ten items. */
const COLON_LIST = /^(.{3,90}?)\s?[:：]\s+(.+?)[.!。]?$/u;
/**
 * The word before a list's last item ("…, snacks and a map"): only words that mean "and" in
 * every language the planner reads ("en" is Dutch "and" but Spanish and French "in", "o" is
 * Spanish "or" but Portuguese "the"), so no item is cut inside; a Dutch list keeps its last two together.
 */
const LAST_ITEM = /,?\s+(?:and|und|et|y|e)\s+(?=\S)/iu;
const LIST_ITEMS = { min: 3, max: 10, length: 80 };
const LINK = /\b(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}\b/i;
/** Month names in the brief languages, from the platform's own locale data. */
const MONTHS = ["en", "fr", "de", "es", "it", "pt", "nl"].flatMap((locale) =>
  Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat(locale, { month: "long" }).format(new Date(2024, month, 15))),
);
const MONTH = `(?:${[...new Set(MONTHS)].sort((a, b) => b.length - a.length).join("|")})`;
/** A date as numbers or with a month's name, where compromise (English) finds none: "14 juillet", "5 de mayo", "3. Mai", "8月10日". */
const DATE_WRITTEN = new RegExp(
  `\\d{1,2}(?:er|\\.|º)?\\s+(?:de\\s+)?${MONTH}|${MONTH}\\s+\\d{1,2}|\\d{1,4}[./-]\\d{1,2}(?:[./-]\\d{1,4})?|\\d{1,2}月\\d{1,2}日`,
  "iu",
);

/**
 * The deterministic planner: a brief becomes a storyboard without any model. The brief is read
 * first (`brief/read-brief.ts`): its instructions shape the plan and never reach the screen.
 * The subject opens the video, or else the first sentence does; listed selling points become a
 * scene each; a list (bullets, or items after a colon) its heading and then a shot an item, a
 * sentence with a number and its unit a stat scene, a quotation a quote scene, and every other
 * sentence a headline scene. The call to action asked for ends the video (else the last sentence
 * does). Each scene lasts as long as its text takes to read (a card longer than a beat is cut at
 * its clauses, so the video cuts every 2–4 s), scaled to the length asked for. The same text
 * always gives the same plan.
 */
export function planFromText(text: string, options: PlanOptions): Content {
  if (!text.trim()) throw new Error("There is nothing to plan: the prompt is empty.");
  const brief = readBrief(text);
  const units = [...brief.units];
  const scenes: SceneInput[] = [];
  let title = brief.subject;
  if (brief.subject) scenes.push(emphasised(brief.subject, brief) ?? openingScene(brief.subject, brief.about));
  else {
    const first = units.shift();
    const listed = first?.kind === "sentence" ? colonList(first.text) : undefined;
    // A listicle opens on its heading, then lists (the voice says the heading once).
    if (listed) scenes.push(headlineScene(listed.heading), ...listShots(listed.items, listed.heading, { headingShown: true }));
    else if (first?.kind === "sentence") scenes.push(emphasised(first.text, brief) ?? headlineScene(first.text));
    else if (first) scenes.push(...scenesFor(first, brief));
    title = listed ? listed.heading : first ? (first.kind === "sentence" ? titleOf(first.text) : first.items[0]) : undefined;
  }
  const requested = brief.callToAction;
  const closing = units.at(-1);
  const asks = closing?.kind === "sentence" && (CTA_VERB.test(closing.text) || LINK.test(closing.text));
  const last = !requested && asks ? (units.pop() as { text: string }) : undefined;
  let before = title;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const next = units[i + 1];
    const counted = unit.kind === "sentence" ? countedItems(before, unit.text) : undefined;
    // "Three reasons:" followed by bullets is the list's headline.
    if (unit.kind === "sentence" && /[:：]$/u.test(unit.text) && next?.kind === "bullets") {
      scenes.push(...listShots(next.items, unit.text.slice(0, -1)));
      i++;
    } else if (counted) scenes.push(...listShots(counted, before, { headingShown: true }));
    else scenes.push(...scenesFor(unit, brief));
    before = unit.kind === "sentence" ? unit.text : undefined;
  }
  // The end card names what the video is about, the call to action on its button.
  const signOff = title ?? "";
  if (requested) scenes.push(callToAction(requested, signOff));
  else if (last) scenes.push(callToAction(readCallToAction(last.text), signOff, last.text));
  if (!scenes.length) scenes.push(headlineScene(title ?? "Untitled video"));
  // Cards held longer than a beat become two shots, so a video cuts every few seconds.
  const shots = scenes.flatMap(inBeats);
  // A length asked for stretches shots; those stretched past a beat are cut again, keeping the length.
  const timed = brief.seconds ? fitLength(shots, brief.seconds).flatMap(inBeatsKeepingLength) : shots;
  const heading = fitText(title?.replace(/[.!?。]+$/u, "") || title || "Untitled video", 80);
  return planDocument({ title: heading }, timed, options);
}

/** A first sentence as the video's title: what it says before its colon ("How a heat pump heats a home: …"), when that is a phrase. */
function titleOf(sentence: string): string {
  const [before, after] = asHeadline(sentence).split(/\s*[:：]\s+/u, 2);
  return after && before!.split(/\s+/u).length >= 3 ? before! : asHeadline(sentence);
}

function scenesFor(unit: BriefUnit, brief: Brief): SceneInput[] {
  if (unit.kind === "bullets") return listShots(unit.items, undefined);
  if (unit.kind === "points") return unit.items.map((item) => sentenceScene(item, brief));
  const listed = colonList(unit.text);
  if (listed) return listShots(listed.items, listed.heading);
  return [sentenceScene(unit.text, brief)];
}

/**
 * A sentence that lists after a colon ("5 tips for better sleep: keep the same bedtime, keep
 * your room cool, … and get morning daylight") as its heading and items, each item starting with
 * a capital as a list's lines do; undefined unless there are three to ten short items. Items are
 * split at ", " and at the word before the last one, so "1,000" or "2,5 kg" stay whole.
 */
export function colonList(sentence: string): { heading: string; items: string[] } | undefined {
  const match = COLON_LIST.exec(sentence);
  if (!match) return undefined;
  const parts = match[2]!.split(/[,;]\s+/u);
  const last = parts.pop()!;
  const [beforeLast, finalItem] = splitLast(last);
  const items = [...parts, ...(beforeLast ? [beforeLast] : []), finalItem]
    .map((item) => item.replace(/^(?:and|und|et|y|e)\s+/iu, "").trim())
    .filter(Boolean)
    .map((item) => item[0]!.toLocaleUpperCase() + item.slice(1));
  if (items.length < LIST_ITEMS.min || items.length > LIST_ITEMS.max || items.some((item) => item.length > LIST_ITEMS.length))
    return undefined;
  return { heading: match[1]!.trim(), items };
}

/** The list's last part split at its last "and" (or "und", "et"…): the two last items. */
function splitLast(part: string): [string | undefined, string] {
  const at = [...part.matchAll(new RegExp(LAST_ITEM.source, "giu"))].at(-1);
  if (!at) return [undefined, part];
  return [part.slice(0, at.index), part.slice(at.index + at[0].length)];
}

function sentenceScene(sentence: string, brief: Brief): SceneInput {
  const quoted = QUOTED.exec(sentence);
  if (quoted)
    return scene("quote", { quote: fitText(quoted[1]!, 220), ...(quoted[2] ? { author: fitText(quoted[2], 60) } : {}) }, quoted[1]!);
  const big = emphasised(sentence, brief);
  if (big) return big;
  const quantity = findQuantity(sentence, STAT_LENGTHS);
  if (quantity) {
    const { kicker, text, label } = quantity;
    return scene("stat", { ...(kicker ? { kicker } : {}), number: text, label: fitText(label, 80) }, sentence);
  }
  return headlineScene(sentence);
}

/** A phrase the brief asked to be big ("make the date big"), as the headline of its sentence's scene. */
function emphasised(sentence: string, brief: Brief): SceneInput | undefined {
  for (const wanted of brief.emphasis) {
    const phrase =
      wanted === "date"
        ? ((nlp(sentence).match("#Date+").out("array") as string[])[0]?.replace(/[.,]$/, "") ?? DATE_WRITTEN.exec(sentence)?.[0])
        : typeof wanted === "object" && sentence.toLocaleLowerCase().includes(wanted.phrase.toLocaleLowerCase())
          ? sentence.substr(sentence.toLocaleLowerCase().indexOf(wanted.phrase.toLocaleLowerCase()), wanted.phrase.length)
          : undefined;
    if (!phrase) continue;
    const rest = asHeadline(
      sentence
        .replace(
          new RegExp(`(?:\\s(?:on|the|at|le|la|au|du|am|den|el|del))?\\s*${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu"),
          " ",
        )
        .replace(/\s+([.!?！？。])/gu, "$1")
        .replace(/\s+/g, " ")
        .trim(),
    );
    return scene("title", { headline: fitText(phrase, 80), ...(rest ? { subtitle: fitText(rest, 140) } : {}) }, sentence);
  }
  return undefined;
}

/** A scene of texts (a list of them for list slots). */
function scene(layoutId: string, texts: Record<string, string | string[]>, spoken: string): SceneInput {
  const slots = Object.fromEntries(
    Object.entries(texts).map(([name, value]) => [name, Array.isArray(value) ? { items: value } : { text: value }]),
  );
  return plannedScene(layoutId, slots, spoken);
}

/** The subject as the opening title, with what the brief said of it below. */
function openingScene(subject: string, about: string | undefined): SceneInput {
  const texts = { headline: fitText(subject, 80), ...(about ? { subtitle: fitText(about, 140) } : {}) };
  return scene("title", texts, about ? `${subject}: ${about}.` : subject);
}

/** A sentence as a headline; a long one keeps its first clause as the headline and the rest below. */
function headlineScene(sentence: string): SceneInput {
  const headline = asHeadline(sentence);
  if (headline.length <= 80) return scene("title", { headline }, sentence);
  const clause = /^(.{20,78}?)[,;:–—]\s+(.+)$/.exec(headline);
  if (clause) return scene("title", { headline: clause[1]!, subtitle: fitText(clause[2]!, 140) }, sentence);
  return scene("title", { headline: fitText(headline, 80) }, sentence);
}

/** A heading that counts its list ("7 things to pack", "in four steps") has its items numbered. */
const COUNTED_LIST = new RegExp(`\\p{N}|${words(STEP_WORDS)}`, "iu");

/**
 * The items of a sentence that lists as many things as the sentence before it counts ("The 4 apps
 * that run my week. Things for tasks, Fantastical for my calendar, Bear for notes and Raycast…").
 */
function countedItems(heading: string | undefined, sentence: string): string[] | undefined {
  const count = Number(/(?<!\p{N})\p{N}{1,2}(?!\p{N})/u.exec(heading ?? "")?.[0]);
  if (!heading || !(count >= LIST_ITEMS.min)) return undefined;
  const listed = colonList(`${asHeadline(heading)}: ${sentence}`);
  return listed?.items.length === count ? listed.items : undefined;
}

/**
 * A list as listicles cut it: its heading as a shot of its own (unless the video opened on it),
 * then a shot an item, each with room for its own picture. A counted list's items carry their
 * place above them ("3/7"); the voice says the items, not the numbers.
 */
function listShots(items: string[], heading: string | undefined, { headingShown = false } = {}): SceneInput[] {
  const numbered = heading !== undefined && COUNTED_LIST.test(heading);
  const shots = heading && !headingShown ? [headlineScene(heading)] : [];
  items.forEach((item, index) => {
    const shown = fitText(item, 80);
    shots.push(scene("title", { ...(numbered ? { kicker: `${index + 1}/${items.length}` } : {}), headline: shown }, shown));
  });
  return shots;
}

/**
 * The closing call to action: `headline` (the subject, or the opening's words) above its button,
 * and its link below. A call to action too long for the button keeps its first clause or words
 * there; when there is no link, a clause or an address after them goes below ("Visit us, Mill Street").
 */
function callToAction(cta: { text: string; link?: string }, headline: string, spoken?: string): SceneInput {
  const said = asHeadline(cta.text);
  const { button, rest } = buttonWords(said);
  const link = cta.link ?? rest;
  // A brief of nothing but its call to action has its address, or its words, as the headline.
  const texts = headline
    ? { headline: fitText(headline, 60), button, ...(link ? { link: fitText(link, 60) } : {}) }
    : { headline: fitText(link ?? said, 60), button };
  return scene("call-to-action", texts, spoken ?? (cta.link ? `${said}: ${cta.link}.` : said));
}

function buttonWords(said: string): { button: string; rest?: string } {
  if (said.length <= BUTTON_LENGTH) return { button: said };
  // "Jetzt Besichtigung buchen" is one letter over: "Besichtigung buchen" keeps the verb that "Jetzt Besichtigung" loses.
  const unhurried = said.replace(NOW_FIRST, "");
  if (unhurried.length <= BUTTON_LENGTH) return { button: unhurried[0]!.toLocaleUpperCase() + unhurried.slice(1) };
  const clause = /^(.+?)[,;:–—]\s+(.+)$/u.exec(said);
  if (clause && clause[1]!.length <= BUTTON_LENGTH) return { button: clause[1]!, rest: clause[2]! };
  let button = "";
  for (const word of said.split(" ")) {
    if (`${button} ${word}`.trim().length > BUTTON_LENGTH) break;
    button = `${button} ${word}`.trim();
  }
  // "Visit us in Mill Street 4": the button stops before the word that leads on; an address or
  // number after it stays on screen below ("Passez nous voir | rue des Lilas").
  while (LEADS_ON.test(button) || ADDRESS_STARTS.test(button)) button = button.replace(LEADS_ON, "").replace(ADDRESS_STARTS, "");
  if (!button) return { button: fitText(said, BUTTON_LENGTH) };
  let rest = said.slice(button.length).trim();
  while (LEADS_OFF.test(rest)) rest = rest.replace(LEADS_OFF, "");
  return { button, ...(/\d/.test(rest) || ADDRESS_NOUN.test(rest) ? { rest } : {}) };
}
