/** Where a headline fits and stays clear of every safe area: the automatic checks pass. */
export const CLEAR_BOX = { x: 0.1, y: 0.3, width: 0.75, height: 0.35 };
/** A narrow box in the 9:16 caption zone: the text does not fit and the safe areas fail. */
export const CROWDED_BOX = { x: 0.01, y: 0.9, width: 0.2, height: 0.03 };

/**
 * A layout of one headline slot over a full-bleed panel in the template's background, its words
 * in `box` (clear of every safe area unless told otherwise), as the library studio's tests save it.
 */
export const headlineLayout = ({
  id,
  name,
  box = CLEAR_BOX,
  aspectRatios,
}: {
  id: string;
  name: string;
  box?: typeof CLEAR_BOX;
  aspectRatios?: string[];
}) => ({
  id,
  name,
  ...(aspectRatios && { aspectRatios }),
  slots: [{ name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 30 }],
  elements: [
    { id: "panel", type: "shape", shape: "rect", fill: "$background", box: { x: 0, y: 0, width: 1, height: 1 } },
    { id: "headline", type: "text", slot: "headline", textStyle: "headline", box },
  ],
});
