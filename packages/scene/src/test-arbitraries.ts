import fc from "fast-check";
import type { ContentInput } from "./content.ts";
import { STANDARD_EASINGS } from "./easing.ts";
import { ASPECT_RATIOS, PALETTE_ROLES } from "./geometry.ts";
import { TRANSITION_TYPES } from "./transition.ts";

// Valid content documents for property tests, with every default written out so that parsing
// changes nothing and a document can be compared with what validation answers.

export const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const text = fc.string({ maxLength: 40 });
const source = fc.constantFrom("asset:photo-1", "asset:clip_2", "https://example.com/a.png");
const hex = fc.stringMatching(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);
const color = fc.oneof(hex, fc.constantFrom("$primary", "$Text/60", "$ACCENT/100", "$surface/5"));
const variableName = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,10}$/);

const easing = fc.oneof(
  fc.constantFrom(...STANDARD_EASINGS),
  fc.record({ type: fc.constant("cubic-bezier" as const), x1: tenths(0, 1), y1: tenths(-2, 3), x2: tenths(0, 1), y2: tenths(-2, 3) }),
  fc.record({ type: fc.constant("spring" as const), stiffness: tenths(1, 1000), damping: tenths(1, 200), mass: tenths(0.1, 20) }),
);

/** A colour that holds, or keyframes in time order (sorted times, each easing written out). */
const animatedColor = fc.oneof(
  color,
  fc
    .array(fc.record({ time: tenths(0, 120), color, easing }), { minLength: 1, maxLength: 4 })
    .map((frames) => ({ keyframes: frames.sort((a, b) => a.time - b.time) })),
);

const transition = fc.record({
  type: fc.constantFrom(...TRANSITION_TYPES),
  duration: tenths(0, 3),
  direction: fc.constantFrom("left", "right", "up", "down"),
  easing,
});

const plainSlotValue = fc.oneof(
  fc.record({ text }),
  fc.record({ items: fc.array(text, { maxLength: 5 }) }),
  fc.record(
    { src: source, focalPoint: fc.record({ x: tenths(0, 1), y: tenths(0, 1) }), fit: fc.constantFrom("cover", "contain") },
    { requiredKeys: ["src"] },
  ),
);

const slotName = fc.stringMatching(/^[a-z]{1,8}$/);
const sceneDuration = fc.oneof(
  tenths(0.5, 120),
  fc.record({ follow: fc.constantFrom("voiceover", "clip"), padding: tenths(0, 10), min: tenths(0.5, 10), max: tenths(10, 30) }),
);
const voiceover = fc.record({ text, src: source, volume: tenths(0, 1) }, { requiredKeys: ["text", "volume"] });

/** A scene whose slots may be bound to any of `variables` (built per document: keep it cheap). */
function scene(variables: string[]) {
  const slotValue = variables.length
    ? fc.oneof(
        plainSlotValue,
        fc.constantFrom(...variables).map((variable) => ({ variable })),
      )
    : plainSlotValue;
  return fc.record(
    {
      id,
      layoutId: id,
      slots: fc.dictionary(slotName, slotValue, { maxKeys: 4 }),
      duration: sceneDuration,
      voiceover,
      transition,
      background: animatedColor,
    },
    { requiredKeys: ["id", "layoutId", "slots", "duration"] },
  );
}

const variable = fc.record(
  { type: fc.constantFrom("text", "image", "video", "number"), label: fc.string({ maxLength: 20 }), default: text },
  { requiredKeys: ["type", "default"] },
);

const brandKit = fc.record(
  {
    logo: source,
    colors: fc.record(Object.fromEntries(PALETTE_ROLES.map((role) => [role, hex])), { requiredKeys: [] }),
    fonts: fc.record(
      { heading: fc.string({ minLength: 1, maxLength: 20 }), body: fc.string({ minLength: 1, maxLength: 20 }) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const soundtrack = fc.record({
  src: source,
  volume: tenths(0, 1),
  fadeIn: tenths(0, 10),
  fadeOut: tenths(0, 10),
  duckUnderVoice: fc.boolean(),
});
const captions = fc.record({
  enabled: fc.boolean(),
  style: fc.constantFrom("word-highlight", "line"),
  position: fc.constantFrom("top", "middle", "bottom"),
});

/** Valid content documents: variables with slots bound to them, brand kit, soundtrack, opening and captions. */
export const validContent: fc.Arbitrary<ContentInput> = fc.uniqueArray(variableName, { maxLength: 4 }).chain((names) =>
  fc.record(
    {
      version: fc.constant(1 as const),
      title: fc.string({ minLength: 1, maxLength: 80 }),
      aspectRatio: fc.constantFrom(...ASPECT_RATIOS),
      fps: fc.constantFrom(24 as const, 25 as const, 30 as const, 60 as const),
      templateId: id,
      brandKit,
      variables: fc.tuple(...names.map(() => variable)).map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]!]))),
      scenes: fc.uniqueArray(scene(names), { minLength: 1, maxLength: 8, selector: (s) => s.id }),
      soundtrack,
      opening: fc.constantFrom("composed" as const, "animated" as const),
      captions,
    },
    { requiredKeys: ["version", "title", "aspectRatio", "fps", "templateId", "opening", "variables", "scenes"] },
  ),
);
