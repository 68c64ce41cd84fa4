import { CONTENT_VERSION, contentSchema, type AspectRatio, type Content, type ContentInput, type SlotValue } from "@framewise/scene";
import type { PageFacts } from "../url-import/page-facts.ts";
import { asHeadline, fitText, readingSeconds, textUnits } from "./text-units.ts";

type SceneInput = ContentInput["scenes"][number];

/** Photo scenes at most, so a page with fifty pictures still makes a short video. */
const MAX_PHOTO_SCENES = 4;

export interface PagePlanOptions {
  aspectRatio: AspectRatio;
  templateId: string;
}

function scene(layoutId: string, slots: Record<string, SlotValue | undefined>, spoken: string): SceneInput {
  const kept = Object.fromEntries(Object.entries(slots).filter(([, value]) => value !== undefined)) as Record<string, SlotValue>;
  return { id: "", layoutId, slots: kept, duration: readingSeconds(spoken), voiceover: { text: spoken, volume: 1 } };
}

const text = (value: string | null | undefined, max: number) => (value ? { text: fitText(value, max) } : undefined);

/**
 * The deterministic planner for a web page: the facts the user kept (title, description, text,
 * the images they picked, in their order, logo, product and price) become a title scene, a
 * product scene when there is a price, a photo scene per picked image captioned by the page's
 * sentences, and a call to action pointing at the site.
 */
export function planFromPage(page: PageFacts, images: string[], options: PagePlanOptions): Content {
  const host = new URL(page.url).hostname.replace(/^www\./, "");
  const sentences = textUnits([page.description, page.mainText].filter(Boolean).join("\n")).flatMap((unit) => (unit.kind === "sentence" ? [unit.text] : unit.items));
  const scenes: SceneInput[] = [
    scene("title", { kicker: text(page.siteName, 40), headline: text(page.title, 80), subtitle: text(page.description, 140), logo: page.logo ? { src: page.logo } : undefined }, page.title),
  ];
  const photos = [...images];
  if (page.product?.price && photos.length) {
    const detail = sentences.shift();
    scenes.push(scene("product", { image: { src: photos.shift()! }, name: text(page.product.name, 60), price: text(page.product.price, 20), detail: text(detail, 120) }, `${page.product.name}, ${page.product.price}.`));
  }
  for (const src of photos.slice(0, MAX_PHOTO_SCENES)) {
    const line = sentences.shift() ?? page.title;
    scenes.push(scene("headline-image", { image: { src }, headline: text(asHeadline(line), 70) }, line));
  }
  if (!images.length) for (const line of sentences.splice(0, 3)) scenes.push(scene("title", { headline: text(asHeadline(line), 80) }, line));
  const call = page.product ? `Get the ${page.product.name}` : `Read more on ${page.siteName ?? host}`;
  scenes.push(scene("call-to-action", { headline: text(call, 60), button: { text: page.product ? "Shop now" : "Learn more" }, link: text(host, 60), logo: page.logo ? { src: page.logo } : undefined }, `${call} at ${host}.`));
  return contentSchema.parse({
    version: CONTENT_VERSION,
    title: fitText(page.title, 80),
    aspectRatio: options.aspectRatio,
    templateId: options.templateId,
    ...(page.brandColor ? { brandKit: { colors: { accent: page.brandColor } } } : {}),
    scenes: scenes.map((s, index) => ({ ...s, id: `scene-${index + 1}` })),
  } satisfies ContentInput);
}
