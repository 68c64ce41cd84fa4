import { contentSchema, type Content } from "@framewise/scene";

/**
 * A two-scene video ("s1", "s2") whose scene at `at` lasts 4 s and has `background` (none when
 * undefined); the other scene lasts 6 s.
 */
export function backgroundVideo(background: unknown, at: 0 | 1): Content {
  const scene = (index: 0 | 1) =>
    index === at
      ? { id: `s${index + 1}`, layoutId: "title", duration: 4, ...(background === undefined ? {} : { background }) }
      : { id: `s${index + 1}`, layoutId: "title", duration: 6 };
  return contentSchema.parse({ version: 1, title: "Ember & Oak", aspectRatio: "9:16", templateId: "clean", scenes: [scene(0), scene(1)] });
}
