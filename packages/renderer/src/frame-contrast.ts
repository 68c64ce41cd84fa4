import {
  contentSchema,
  contrastRatio,
  elementTextStyle,
  over,
  placedElements,
  requiredContrast,
  rgbaOf,
  type AspectRatio,
  type CheckFinding,
  type Content,
  type Element,
  type Layout,
  type Template,
} from "@framewise/scene";

/**
 * What photo, clip and logo slots show in the backdrop frames: a white picture, then a black one,
 * the extremes any photo lies between, so words over media pass only with a scrim or a
 * background that holds for every photo.
 */
export const BACKDROP_MEDIA = { light: "asset:backdrop-light", dark: "asset:backdrop-dark" } as const;

/** A frame's pixels, RGBA row by row (a canvas's `getImageData`). */
export interface PixelFrame {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

const withoutText = (elements: readonly Element[]): Element[] =>
  elements.flatMap((element): Element[] =>
    element.type === "text" ? [] : element.type === "group" ? [{ ...element, children: withoutText(element.children) }] : [element],
  );

/**
 * The frame behind a layout's words: the layout without its text elements, in a one-scene video
 * whose media slots all show `src`, drawn at `seconds` into the scene, once every text element
 * has started and its entrance has played (1.5 s after the last start).
 */
export function backdropDocument(layout: Layout, templateId: string, aspect: AspectRatio, src: string) {
  const starts = placedElements(layout, aspect).flatMap(({ element }) => (element.type === "text" ? [element.start] : []));
  const seconds = Math.max(0, ...starts) + 1.5;
  const media = new Set(["image", "video", "logo"]);
  const slots = Object.fromEntries(layout.slots.filter((slot) => media.has(slot.kind)).map((slot) => [slot.name, { src }]));
  const content: Content = contentSchema.parse({
    version: 1,
    title: "Backdrop",
    aspectRatio: aspect,
    templateId,
    scenes: [{ id: "backdrop", layoutId: layout.id, slots, duration: seconds + 1 }],
  });
  return { layout: { ...layout, elements: withoutText(layout.elements) }, content, seconds };
}

/** Points sampled across each text box, per side. */
const GRID = 10;
/** The share of a box's sampled points that may fall short (anti-aliased edges, a thin line under the words). */
const TOLERATED = 0.1;

/**
 * Every text element whose colour contrasts less than WCAG AA with what the rendered backdrop
 * frames (backdropDocument, one per BACKDROP_MEDIA picture) show behind it: sampled on a grid
 * across its box, the text's own background laid over the frame where it has one; the worst frame
 * decides, ignoring the worst tenth of the points.
 */
export function frameContrastFindings(
  layout: Layout,
  template: Template,
  aspect: AspectRatio,
  frames: readonly PixelFrame[],
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const { element, box } of placedElements(layout, aspect)) {
    if (element.type !== "text") continue;
    const style = elementTextStyle(template, element);
    const needed = requiredContrast(style);
    const text = rgbaOf(style.color);
    let worst = Infinity;
    for (const frame of frames) {
      const ratios: number[] = [];
      for (let i = 0; i < GRID; i++)
        for (let j = 0; j < GRID; j++) {
          const x = Math.min(frame.width - 1, Math.max(0, Math.floor((box.x + ((i + 0.5) / GRID) * box.width) * frame.width)));
          const y = Math.min(frame.height - 1, Math.max(0, Math.floor((box.y + ((j + 0.5) / GRID) * box.height) * frame.height)));
          const at = (y * frame.width + x) * 4;
          const pixel = [frame.data[at]!, frame.data[at + 1]!, frame.data[at + 2]!];
          const backdrop = style.background ? over(rgbaOf(style.background.color), pixel) : pixel;
          ratios.push(contrastRatio(over(text, backdrop), backdrop));
        }
      ratios.sort((a, b) => a - b);
      worst = Math.min(worst, ratios[Math.floor(TOLERATED * ratios.length)]!);
    }
    if (worst < needed.ratio)
      findings.push({
        aspect,
        element: element.id,
        message: `text contrast ${worst.toFixed(2)}:1 on the rendered frame is below ${needed.ratio}:1 (${needed.large ? "large" : "normal"} text at ${style.minSize}px on the 1080p canvas)`,
      });
  }
  return findings;
}
