import type { Content } from "@framewise/scene";
import { listSeconds, planDocument, plannedScene, type PlanOptions, type SceneInput } from "./plan-document.ts";
import { asHeadline, fitText, textUnits, type TextUnit } from "./text-units.ts";

/** The layouts the text planner uses (all text-only, so a plan needs no media to look finished). */
export const TEXT_PLAN_LAYOUTS = ["title", "list", "stat", "quote", "call-to-action"] as const;

const LIST_ITEMS_PER_SCENE = 5;
/** A number worth a stat scene: "40%", "3.2×", "$129", "10,000", "2x", "12k". */
const NUMBER = /(?:[$€£¥]\s?)?\d+(?:[.,]\d+)*\s?(?:%|×|x\b|k\b|m\b|bn\b)?/i;
const QUOTED = /^["“](.+?)["”](?:\s*[—–-]\s*(.+))?$/;
const CTA_VERB = /^(try|get|start|join|shop|book|sign up|visit|download|order|call|discover|learn|see|buy|subscribe|follow|claim)\b/i;
const DOMAIN = /\b((?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?)/i;

/**
 * The deterministic planner: a prompt becomes a storyboard without any model. The first sentence
 * is the title scene, bullet points become list scenes, a sentence with a number a stat scene, a
 * quotation a quote scene, the last sentence the call to action, and every other sentence a
 * headline scene. Each scene lasts as long as its text takes to read. The same text always gives
 * the same plan.
 */
export function planFromText(text: string, options: PlanOptions): Content {
  const units = textUnits(text);
  const first = units[0];
  if (!first) throw new Error("There is nothing to plan: the prompt is empty.");
  const titleText = first.kind === "sentence" ? first.text : first.items[0]!;
  const scenes: SceneInput[] = first.kind === "sentence" ? [headlineScene(first.text)] : listScene(first.items, undefined);
  const last = units.length > 1 ? units.at(-1) : undefined;
  const middle = units.slice(1, last ? -1 : undefined);
  for (let i = 0; i < middle.length; i++) {
    const unit = middle[i]!;
    const next = middle[i + 1];
    // "Three reasons:" followed by bullets is the list's headline.
    if (unit.kind === "sentence" && unit.text.endsWith(":") && next?.kind === "bullets") {
      scenes.push(...listScene(next.items, unit.text.slice(0, -1)));
      i++;
    } else scenes.push(...sceneFor(unit));
  }
  if (last) scenes.push(...(last.kind === "sentence" ? [callToAction(last.text)] : listScene(last.items, undefined)));
  return planDocument({ title: fitText(titleText.replace(/[.!?]+$/, "") || titleText, 80) }, scenes, options);
}

function sceneFor(unit: TextUnit): SceneInput[] {
  if (unit.kind === "bullets") return listScene(unit.items, undefined);
  const quoted = QUOTED.exec(unit.text);
  if (quoted)
    return [scene("quote", { quote: fitText(quoted[1]!, 220), ...(quoted[2] ? { author: fitText(quoted[2], 60) } : {}) }, quoted[1]!)];
  const number = NUMBER.exec(unit.text);
  if (number && number[0].trim().length <= 10) return [statScene(unit.text, number[0].trim())];
  return [headlineScene(unit.text)];
}

/** A scene of texts (a list of them for list slots). */
function scene(layoutId: string, texts: Record<string, string | string[]>, spoken: string): SceneInput {
  const slots = Object.fromEntries(
    Object.entries(texts).map(([name, value]) => [name, Array.isArray(value) ? { items: value } : { text: value }]),
  );
  return plannedScene(layoutId, slots, spoken);
}

/** A sentence as a headline; a long one keeps its first clause as the headline and the rest below. */
function headlineScene(sentence: string): SceneInput {
  const headline = asHeadline(sentence);
  if (headline.length <= 80) return scene("title", { headline }, sentence);
  const clause = /^(.{20,78}?)[,;:–—]\s+(.+)$/.exec(headline);
  if (clause) return scene("title", { headline: clause[1]!, subtitle: fitText(clause[2]!, 140) }, sentence);
  return scene("title", { headline: fitText(headline, 80) }, sentence);
}

function statScene(sentence: string, number: string): SceneInput {
  const label = sentence
    .replace(number, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:–—-]+|[\s,;:.!–—-]+$/g, "")
    .trim();
  return scene("stat", { number, label: fitText(label || sentence, 80) }, sentence);
}

function listScene(items: string[], headline: string | undefined): SceneInput[] {
  const scenes: SceneInput[] = [];
  for (let start = 0; start < items.length; start += LIST_ITEMS_PER_SCENE) {
    const chunk = items.slice(start, start + LIST_ITEMS_PER_SCENE).map((item) => fitText(item, 80));
    const title = fitText(headline ?? "At a glance", 60);
    scenes.push({ ...scene("list", { headline: title, items: chunk }, [title, ...chunk].join(". ")), duration: listSeconds(chunk.length) });
  }
  return scenes;
}

/** The last sentence: its web address (if any) as the link, a leading "Try it free…" as the button. */
function callToAction(sentence: string): SceneInput {
  const domain = DOMAIN.exec(sentence)?.[1];
  const headline = (domain ? sentence.replace(domain, "") : sentence)
    .replace(/\s+(at|on|via)\s*([.!]?)$/i, "$2")
    .replace(/\s+/g, " ")
    .trim();
  const verb = CTA_VERB.exec(headline);
  const button = verb
    ? fitText(
        headline
          .split(/[,.!?]/)[0]!
          .split(" ")
          .slice(0, 3)
          .join(" "),
        24,
      )
    : "Learn more";
  const texts: Record<string, string> = { headline: fitText(asHeadline(headline || sentence), 60), button };
  if (domain) texts.link = fitText(domain.replace(/^https?:\/\//, "").replace(/\/$/, ""), 60);
  return scene("call-to-action", texts, sentence);
}
