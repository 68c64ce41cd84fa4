import { contentSchema, type AspectRatio, type Content, type SlotValue } from "@framewise/scene";
import { starterLayoutInputs } from "./layouts/index.ts";

/**
 * Sources of the sample media the starter samples show. The library has no stock photos: hosts
 * supply these (the screenshot script paints abstract artwork for them).
 */
export const SAMPLE_MEDIA = {
  photo: "asset:sample-photo",
  product: "asset:sample-product",
  logo: "asset:sample-logo",
  clip: "asset:sample-clip",
} as const;

/** What a designer would type into each layout to show it off: realistic lengths, no filler text. */
export const SAMPLE_SLOTS: Record<string, Record<string, SlotValue>> = {
  title: {
    kicker: { text: "Spring collection" },
    headline: { text: "Made for long days outside" },
    subtitle: { text: "Light layers, honest materials, built to last." },
    logo: { src: SAMPLE_MEDIA.logo },
  },
  "headline-image": {
    image: { src: SAMPLE_MEDIA.photo },
    headline: { text: "Sunrise over the ridge" },
    body: { text: "Three days, forty kilometres and one unforgettable morning." },
  },
  split: {
    image: { src: SAMPLE_MEDIA.photo },
    kicker: { text: "How it works" },
    headline: { text: "Plan once, post everywhere" },
    body: { text: "Write your idea, pick a template and get a video for every channel in minutes." },
  },
  list: {
    headline: { text: "Three habits of fast teams" },
    items: { items: ["Ship small changes daily", "Write the decision down", "Measure before you tune"] },
  },
  quote: {
    quote: { text: "We made a month of launch videos in one afternoon, and they looked like us." },
    author: { text: "Maya Lindqvist" },
    role: { text: "Head of Marketing, Northwind" },
  },
  stat: {
    kicker: { text: "This year" },
    number: { text: "3.2×" },
    label: { text: "more sign-ups from video ads" },
    detail: { text: "Compared with still images across 40 campaigns." },
  },
  product: {
    image: { src: SAMPLE_MEDIA.product },
    name: { text: "Trail Runner 2" },
    price: { text: "€129" },
    detail: { text: "Grippy, light and waterproof." },
  },
  "call-to-action": {
    logo: { src: SAMPLE_MEDIA.logo },
    headline: { text: "Your next video starts here" },
    button: { text: "Try it free" },
    link: { text: "framewise.app" },
  },
  "captions-video": {
    video: { src: SAMPLE_MEDIA.clip },
    caption: { text: "This is how we film every launch in one take" },
    logo: { src: SAMPLE_MEDIA.logo },
  },
};

/** A video showing the given starter layouts (all by default) filled with their samples. */
export function sampleContent(
  templateId: string,
  aspectRatio: AspectRatio,
  layoutIds = starterLayoutInputs.map((layout) => layout.id),
  sceneSeconds = 4,
): Content {
  return contentSchema.parse({
    version: 1,
    title: "Sample",
    aspectRatio,
    templateId,
    scenes: layoutIds.map((layoutId) => ({ id: layoutId, layoutId, slots: SAMPLE_SLOTS[layoutId] ?? {}, duration: sceneSeconds })),
  });
}
