import type { AspectRatio, Layout, Template } from "@framewise/scene";
import { readBrief } from "../brief/read-brief.ts";
import type { PageFacts } from "../../url-import/page-facts.ts";
import type { ProductFacts } from "../plan-from-product.ts";

/** What the user asked a plan for. */
export type PlanInput =
  { from: "prompt"; prompt: string } | { from: "url"; page: PageFacts; images: string[] } | { from: "product"; product: ProductFacts };

export interface PlanLibrary {
  template: Template;
  /** The template's layouts designed for the aspect ratio, in its order. */
  layouts: Layout[];
  aspectRatio: AspectRatio;
}

/** Slot kinds that take a picture or clip rather than words. */
export const MEDIA_SLOT_KINDS: ReadonlySet<string> = new Set(["image", "video", "logo"]);

/** The media a plan may use: only what the user gave (never an address the model made up). */
export function allowedMedia(input: PlanInput): string[] {
  if (input.from === "url") return input.images;
  if (input.from === "product") return input.product.photos;
  return [];
}

function describeLayout(layout: Layout): string {
  const slots = layout.slots.map((slot) => {
    const value = slot.kind === "list" ? "{items: [strings]}" : MEDIA_SLOT_KINDS.has(slot.kind) ? "{src}" : "{text}";
    return `${slot.name} (${slot.kind}${slot.required ? ", required" : ""}${slot.maxLength ? `, at most ${slot.maxLength} characters` : ""}) as ${value}`;
  });
  return `- "${layout.id}" (${layout.name}): ${layout.description} Slots: ${slots.join("; ")}.`;
}

/** The instructions: the document's rules, the layouts on offer with their slots, the media allowed. */
export function systemPrompt(library: PlanLibrary, media: string[]): string {
  return [
    "You plan short marketing videos. Answer by calling the create_storyboard tool once with a complete content document.",
    `Use version 1, aspectRatio "${library.aspectRatio}", templateId "${library.template.id}", fps 30, and a short title.`,
    "Write 3 to 8 scenes with ids scene-1, scene-2, … in order. Each scene has a layoutId from the list below, slots filled by name, a duration in seconds long enough to read its words (2 to 8), and a voiceover {text} a narrator says over it.",
    "Keep to each slot's length. Open with a strong title, use a stat layout for a number and a list for several points, and end with a call to action.",
    'A brief is a request: its instructions (how long, for which platform, the tone, what to end with, what to make big, "make a video about…") shape the plan and are never words on screen. Slots hold what the video says: the subject, its points, its call to action.',
    'Show a number in a stat only with what it counts ("2 miles", "20% off", "£12"), and label it with what it means.',
    `Media sources you may put in image slots (use no other): ${media.length ? media.join(", ") : "none, so leave image slots out"}.`,
    "Layouts:",
    ...library.layouts.map(describeLayout),
  ].join("\n");
}

type Fact = [name: string, value: string | null | undefined];
const factLines = (facts: Fact[]) => facts.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`);

/** What the brief asks, as read without a model (`brief/read-brief.ts`), spelled out for the model to follow. */
function briefInstructions(prompt: string): string[] {
  const brief = readBrief(prompt);
  const points = brief.units.flatMap((unit) => (unit.kind === "points" ? unit.items : []));
  const cta = brief.callToAction;
  const asks = [
    brief.instructions.length &&
      `Instructions in it, to follow and never to show: ${brief.instructions.map((each) => `"${each}"`).join(" ")}`,
    brief.subject && `The subject, for the title and the opening scene: ${brief.subject}${brief.about ? ` (${brief.about})` : ""}.`,
    points.length && `Selling points, a scene each: ${points.join("; ")}.`,
    brief.seconds && `Length: scene durations must add up to ${brief.seconds} seconds, within 10 %.`,
    brief.mood && `Tone: ${brief.mood}.`,
    cta && `End with a call-to-action scene: button "${cta.text}"${cta.link ? `, link "${cta.link}"` : ""}.`,
    brief.emphasis.length &&
      `Show big: ${brief.emphasis.map((each) => (typeof each === "string" ? `the ${each}` : each.phrase)).join(", ")}.`,
  ];
  const said = asks.filter((each): each is string => typeof each === "string");
  return said.length ? ["What the brief asks:", ...said.map((each) => `- ${each}`)] : [];
}

/** The user's material as one message. */
export function userPrompt(input: PlanInput): string {
  switch (input.from) {
    case "prompt":
      return [`Make a video from this description:\n${input.prompt}`, ...briefInstructions(input.prompt)].join("\n");
    case "url": {
      const { page } = input;
      const facts: Fact[] = [
        ["Title", page.title],
        ["Site", page.siteName],
        ["Description", page.description],
        ["Product", page.product?.name],
        ["Price", page.product?.price],
        ["Text", page.mainText],
      ];
      return [`Make a video about this web page (${page.url}).`, ...factLines(facts)].join("\n");
    }
    case "product": {
      const { product } = input;
      const facts: Fact[] = [
        ["Price", product.price],
        ["For", product.audience],
        ["Call to action", product.callToAction],
        ["Link", product.link],
      ];
      return [
        `Make a product ad for "${product.name}".`,
        ...factLines(facts),
        ...(product.benefits.length ? ["Benefits:", ...product.benefits.map((benefit) => `- ${benefit}`)] : []),
      ].join("\n");
    }
  }
}
