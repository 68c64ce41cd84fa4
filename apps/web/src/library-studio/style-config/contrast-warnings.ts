import { AA_LARGE, AA_NORMAL, contrastRatio, rgbaOf, type Palette, type PaletteRole } from "@framewise/scene";

/** The palette's pairs text is drawn in: a colour on what lies behind it in the starter layouts. */
export const CONTRAST_PAIRS: readonly { text: PaletteRole; on: PaletteRole }[] = [
  { text: "text", on: "background" },
  { text: "text", on: "surface" },
  { text: "accent", on: "background" },
  { text: "primary", on: "background" },
];

export interface ContrastWarning {
  text: PaletteRole;
  on: PaletteRole;
  /** WCAG ratio, 1 to 21, to one decimal. */
  ratio: number;
  /** `pass`: AA for any text (4.5:1); `large`: AA for large text only (3:1); `fail`: neither. */
  level: "pass" | "large" | "fail";
}

/** Each pair's WCAG contrast ratio and AA result (the colours' own alpha is ignored: the palette is opaque). */
export function contrastWarnings(palette: Palette): ContrastWarning[] {
  return CONTRAST_PAIRS.map(({ text, on }) => {
    const ratio = contrastRatio(rgbaOf(palette[text]), rgbaOf(palette[on]));
    const level = ratio >= AA_NORMAL ? "pass" : ratio >= AA_LARGE ? "large" : "fail";
    return { text, on, ratio: Math.floor(ratio * 10) / 10, level };
  });
}
