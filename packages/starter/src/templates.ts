import type { Preset, TemplateInput } from "@framewise/scene";
import { starterLayoutInputs } from "./layouts/index.ts";
import { typeScale } from "./type-scale.ts";

const allLayouts = starterLayoutInputs.map((layout) => layout.id);

const slideUp = (duration: number): Preset[] => [
  { preset: "slide", direction: "up", duration, delay: 0, phase: "in", easing: "ease-out-quart" },
];
const fadeIn = (duration: number): Preset[] => [
  { preset: "fade", duration, delay: 0, phase: "in", direction: "up", easing: "ease-out-cubic" },
];
const popIn: Preset[] = [{ preset: "pop", duration: 0.5, delay: 0, phase: "in", direction: "up", easing: "ease-out-back" }];
/** Kinetic type: a headline's words rise in one after another. */
const wordsRise = (duration: number): Preset[] => [
  { preset: "word-rise", duration, delay: 0, phase: "in", direction: "up", easing: "linear" },
];
/** A list builds: its items rise in one after another, a beat each, while the voice reads them. */
const linesRise = (duration: number): Preset[] => [
  { preset: "line-rise", duration, delay: 0, phase: "in", direction: "up", easing: "linear" },
];
const captionHighlight: Preset[] = [
  { preset: "word-highlight", duration: 3.5, delay: 0.2, phase: "in", direction: "up", easing: "linear" },
];

/** Lively templates move words up into place, word by word; calm ones fade them in more slowly; lists build item by item in both. */
const lively = {
  headline: wordsRise(0.8),
  text: slideUp(0.5),
  list: linesRise(2.4),
  image: fadeIn(0.5),
  logo: fadeIn(0.6),
  price: popIn,
  cta: popIn,
  caption: captionHighlight,
  default: fadeIn(0.5),
};
const gentle = {
  headline: fadeIn(0.9),
  text: fadeIn(0.9),
  list: linesRise(3),
  image: fadeIn(1),
  logo: fadeIn(1),
  price: fadeIn(0.8),
  cta: fadeIn(0.8),
  caption: captionHighlight,
  default: fadeIn(0.9),
};

export const starterTemplateInputs: TemplateInput[] = [
  {
    id: "bold",
    name: "Bold",
    description: "Dark and loud: heavy Montserrat headlines, a hot red and a sunny yellow. For launches and social ads.",
    palette: { background: "#0e0e13", surface: "#1b1b24", primary: "#ff3d57", secondary: "#ffd23f", text: "#ffffff", accent: "#ffd23f" },
    fonts: { heading: { family: "Montserrat", weight: 800 }, body: { family: "Inter", weight: 400 } },
    textStyles: typeScale({
      heading: { family: "Montserrat", weight: 800, lineHeight: 1.02, letterSpacing: -0.02 },
      body: { family: "Inter" },
      // White on the hot red was 3.47:1; the background's near-black is 5.6:1.
      onPrimary: "$background",
      onAccent: "$background",
      quoteFace: "body",
    }),
    background: "#0e0e13",
    transition: { type: "slide", duration: 0.45, direction: "left", easing: "ease-in-out-cubic" },
    animations: lively,
    musicMood: "upbeat",
    layouts: allLayouts,
  },
  {
    id: "editorial",
    name: "Editorial",
    description: "Magazine calm: Playfair Display on warm paper with a terracotta accent. For stories, brands and quotes.",
    palette: { background: "#f4efe6", surface: "#e9e1d3", primary: "#1d1d1b", secondary: "#8a6f4d", text: "#1d1d1b", accent: "#c4572e" },
    fonts: { heading: { family: "Playfair Display", weight: 700 }, body: { family: "Inter", weight: 400 } },
    textStyles: typeScale({
      heading: { family: "Playfair Display", weight: 700, lineHeight: 1.08, letterSpacing: 0 },
      body: { family: "Inter" },
      onPrimary: "$background",
      onAccent: "#ffffff",
      quoteFace: "heading",
    }),
    background: "#f4efe6",
    transition: { type: "crossfade", duration: 0.7, direction: "left", easing: "ease-in-out" },
    animations: gentle,
    musicMood: "inspiring",
    layouts: allLayouts,
  },
  {
    id: "clean",
    name: "Clean",
    description: "Crisp white, ink-black Inter and one confident blue. For product explainers and business updates.",
    palette: { background: "#ffffff", surface: "#f1f4f9", primary: "#2f5bff", secondary: "#0b1220", text: "#0b1220", accent: "#2f5bff" },
    fonts: { heading: { family: "Inter", weight: 800 }, body: { family: "Inter", weight: 400 } },
    textStyles: typeScale({
      heading: { family: "Inter", weight: 800, lineHeight: 1.04, letterSpacing: -0.03 },
      body: { family: "Inter" },
      onPrimary: "#ffffff",
      onAccent: "#ffffff",
      quoteFace: "body",
    }),
    background: "#ffffff",
    transition: { type: "wipe", duration: 0.5, direction: "right", easing: "ease-in-out-quart" },
    animations: lively,
    musicMood: "corporate",
    layouts: allLayouts,
  },
  {
    id: "neon",
    name: "Night Neon",
    description: "Deep indigo with electric cyan and magenta in Space Grotesk. For tech, gaming and events.",
    palette: { background: "#0b0b2a", surface: "#18184a", primary: "#00e5ff", secondary: "#ff2bd6", text: "#f5f7ff", accent: "#ff2bd6" },
    fonts: { heading: { family: "Space Grotesk", weight: 700 }, body: { family: "Inter", weight: 400 } },
    textStyles: typeScale({
      heading: { family: "Space Grotesk", weight: 700, lineHeight: 1.02, letterSpacing: -0.02 },
      body: { family: "Inter" },
      onPrimary: "$background",
      // White on the magenta was 3.2:1; the background's indigo is 5.6:1.
      onAccent: "$background",
      quoteFace: "heading",
    }),
    background: {
      type: "linear-gradient",
      angle: 120,
      stops: [
        { offset: 0, color: "#0b0b2a" },
        { offset: 1, color: "#23104a" },
      ],
    },
    transition: { type: "zoom", duration: 0.5, direction: "left", easing: "ease-out-cubic" },
    animations: lively,
    musicMood: "dramatic",
    layouts: allLayouts,
  },
  {
    id: "retail",
    name: "Retail Pop",
    description: "Sunshine yellow, black Bebas Neue and red price tags. For sales, offers and shop products.",
    palette: { background: "#ffe14d", surface: "#ffffff", primary: "#111111", secondary: "#ff4b2b", text: "#111111", accent: "#ff4b2b" },
    fonts: { heading: { family: "Bebas Neue", weight: 400 }, body: { family: "Inter", weight: 400 } },
    textStyles: typeScale({
      heading: { family: "Bebas Neue", weight: 400, lineHeight: 0.95, letterSpacing: 0.01, scale: 1.25 },
      body: { family: "Inter" },
      onPrimary: "$background",
      onAccent: "#ffffff",
      quoteFace: "body",
    }),
    background: "#ffe14d",
    transition: { type: "slide", duration: 0.4, direction: "up", easing: "ease-out-quart" },
    animations: lively,
    musicMood: "playful",
    layouts: allLayouts,
  },
  {
    id: "soft",
    name: "Soft Calm",
    description: "Sage and cream with DM Serif Display and slow fades. For wellness, beauty, food and home.",
    palette: { background: "#e8eee4", surface: "#f8f6f0", primary: "#3f6b4f", secondary: "#c9a27e", text: "#1f3327", accent: "#b7794f" },
    fonts: { heading: { family: "DM Serif Display", weight: 400 }, body: { family: "Inter", weight: 400 } },
    textStyles: typeScale({
      heading: { family: "DM Serif Display", weight: 400, lineHeight: 1.08, letterSpacing: 0 },
      body: { family: "Inter" },
      onPrimary: "#ffffff",
      onAccent: "#ffffff",
      quoteFace: "heading",
    }),
    background: {
      type: "linear-gradient",
      angle: 90,
      stops: [
        { offset: 0, color: "#eef2ea" },
        { offset: 1, color: "#dfe7da" },
      ],
    },
    transition: { type: "crossfade", duration: 0.8, direction: "left", easing: "ease-in-out-sine" },
    animations: gentle,
    musicMood: "calm",
    layouts: allLayouts,
  },
];
