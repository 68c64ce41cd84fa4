import type { TemplateInput, TextStyle } from "@framewise/scene";

type StyleInput = Partial<TextStyle> & { fontFamily: string };

export interface TypeChoices {
  heading: { family: string; weight: number; lineHeight?: number; letterSpacing?: number; scale?: number };
  body: { family: string };
  /** Text colour on a `$primary` fill (buttons) and on an `$accent` fill (price tags). */
  onPrimary: string;
  onAccent: string;
  /** Quotes in the heading face (serif templates) or the body face. */
  quoteFace: "heading" | "body";
}

/**
 * The named text styles every starter layout uses, built from a template's few type choices so
 * the nine layouts look designed in every template. Sizes are pixels on the 1080 side; auto-fit
 * picks the largest size between min and max that fits the box.
 */
export function typeScale(choices: TypeChoices): NonNullable<TemplateInput["textStyles"]> {
  const { heading, body } = choices;
  const scale = heading.scale ?? 1;
  const display = (minSize: number, maxSize: number): StyleInput => ({
    fontFamily: heading.family,
    fontWeight: heading.weight,
    minSize: Math.round(minSize * scale),
    maxSize: Math.round(maxSize * scale),
    lineHeight: heading.lineHeight ?? 1.05,
    letterSpacing: heading.letterSpacing ?? -0.01,
    color: "$text",
  });
  const text = (minSize: number, maxSize: number, fontWeight = 400): StyleInput => ({
    fontFamily: body.family,
    fontWeight,
    minSize,
    maxSize,
    lineHeight: 1.35,
    color: "$text",
  });
  const quoteFace = choices.quoteFace === "heading" ? display(44, 88) : text(44, 80, 700);
  return {
    kicker: { ...text(28, 38, 700), color: "$accent", letterSpacing: 0.14, transform: "uppercase", lineHeight: 1.2 },
    headline: display(56, 150),
    subhead: { ...text(30, 50), color: "$text/85" },
    body: { ...text(28, 42), color: "$text/80", lineHeight: 1.45 },
    list: { ...text(34, 72), lineHeight: 1.7, verticalAlign: "middle" },
    quoteMark: {
      ...display(140, 300),
      fontFamily: choices.quoteFace === "heading" ? heading.family : body.family,
      color: "$accent",
      lineHeight: 1,
    },
    quote: { ...quoteFace, lineHeight: 1.22, letterSpacing: 0 },
    attribution: text(30, 40, 700),
    // 80 %: at 70 % the soft template's links and details fell to 4.2:1 on its background.
    detail: { ...text(26, 34), color: "$text/80" },
    stat: { ...display(120, 320), color: "$primary", lineHeight: 1 },
    productName: display(48, 110),
    price: {
      ...text(44, 72, 800),
      color: choices.onAccent,
      lineHeight: 1.5,
      background: { color: "$accent", padding: 28, radius: 18 },
    },
    button: {
      ...text(38, 56, 800),
      color: choices.onPrimary,
      align: "center",
      verticalAlign: "middle",
      lineHeight: 2,
      background: { color: "$primary", padding: 56, radius: 200 },
    },
    caption: {
      ...text(52, 84, 800),
      color: "#ffffff",
      align: "center",
      verticalAlign: "middle",
      lineHeight: 1.2,
      shadow: { color: "#000000a6", blur: 18, x: 0, y: 4 },
    },
  };
}
