import {
  CANVAS_SIZES,
  elementTextStyle,
  placedElements,
  type AspectRatio,
  type CheckFinding,
  type Layout,
  type Template,
} from "@framewise/scene";
import { fuzzTexts } from "./fuzz-texts.ts";
import { layoutText, type MeasureText } from "./text-layout.ts";

/** The length a text slot without a `maxLength` is checked at: about a short headline. */
export const UNBOUNDED_SAMPLE_LENGTH = 40;
/** A list slot is checked with this many items, each of the slot's length. */
export const SAMPLE_LIST_ITEMS = 4;

/**
 * Every text element whose slot, filled with the longest text it allows (fuzzed: long words, CJK,
 * right-to-left, emoji, capitals), overflows its box at the style's smallest size, laid out by the
 * same text layout the renderer draws with. An element without a slot is checked with its own text.
 * The fuzzed texts repeat their words: a `measure` that remembers widths makes this cheap.
 */
export function overflowFindings(
  layout: Pick<Layout, "elements" | "slots">,
  template: Template,
  aspect: AspectRatio,
  measure: MeasureText,
): CheckFinding[] {
  const canvas = CANVAS_SIZES[aspect];
  const slots = new Map(layout.slots.map((slot) => [slot.name, slot]));
  const findings: CheckFinding[] = [];
  for (const { element, box } of placedElements(layout, aspect)) {
    if (element.type !== "text") continue;
    const slot = element.slot ? slots.get(element.slot) : undefined;
    const samples = slot
      ? fuzzTexts(slot.maxLength ?? UNBOUNDED_SAMPLE_LENGTH).map((sample) =>
          slot.kind === "list"
            ? { ...sample, text: Array.from({ length: SAMPLE_LIST_ITEMS }, () => `• ${sample.text}`).join("\n") }
            : sample,
        )
      : [{ name: "its own text", text: element.text }];
    // Only the smallest size matters (auto-fit shrinks to it before it overflows): one layout pass per text.
    const own = elementTextStyle(template, element);
    const style = { ...own, maxSize: own.minSize };
    const failed = samples.filter(
      (sample) => layoutText(sample.text, style, box.width * canvas.width, box.height * canvas.height, measure).overflows,
    );
    if (failed.length)
      findings.push({
        aspect,
        element: element.id,
        message: `overflows its box with ${failed.map((sample) => sample.name).join(", ")} text`,
      });
  }
  return findings;
}
