import { boxFor, type Element } from "./elements.ts";
import type { AspectRatio, Box } from "./geometry.ts";
import type { Layout } from "./layout.ts";

/** An element with its box on the whole canvas (fractions), groups' children placed inside their group. */
export interface PlacedElement {
  element: Element;
  box: Box;
  /** Its place in drawing order: later elements are drawn over earlier ones. */
  order: number;
}

/** Every element of the layout on a canvas of that aspect ratio, in drawing order (a group before its children). */
export function placedElements(layout: Pick<Layout, "elements">, aspect: AspectRatio): PlacedElement[] {
  const placed: PlacedElement[] = [];
  const visit = (elements: readonly Element[], container: Box) => {
    for (const element of elements) {
      const own = boxFor(element, aspect);
      const box = {
        x: container.x + own.x * container.width,
        y: container.y + own.y * container.height,
        width: own.width * container.width,
        height: own.height * container.height,
      };
      placed.push({ element, box, order: placed.length });
      if (element.type === "group") visit(element.children, box);
    }
  };
  visit(layout.elements, { x: 0, y: 0, width: 1, height: 1 });
  return placed;
}

/** What an automatic check found wrong with one element (or the whole item) in one aspect ratio. */
export interface CheckFinding {
  aspect?: AspectRatio;
  /** The element's id, when the finding is about one element. */
  element?: string;
  message: string;
}
