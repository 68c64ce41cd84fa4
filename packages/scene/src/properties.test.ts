import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASPECT_RATIOS } from "./geometry.ts";
import { validateContent } from "./index.ts";
import { LIMITS } from "./limits.ts";
import { restoreContent } from "./restore.ts";

// fast-check prints the seed and path of any failure; FC_SEED replays one.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const text = fc.string({ maxLength: 40 });
const slotValue = fc.oneof(
  fc.record({ text }),
  fc.record({ items: fc.array(text, { maxLength: 5 }) }),
  fc.record({ src: fc.constantFrom("asset:photo-1", "https://example.com/a.png") }),
);
const scene = fc.record(
  {
    id,
    layoutId: id,
    slots: fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), slotValue, { maxKeys: 4 }),
    duration: fc.oneof(tenths(0.5, 120), fc.record({ follow: fc.constantFrom("voiceover", "clip"), padding: tenths(0, 10), min: tenths(0.5, 10), max: tenths(10, 30) })),
    voiceover: fc.record({ text, volume: tenths(0, 1) }),
  },
  { requiredKeys: ["id", "layoutId", "slots", "duration"] },
);
/** Valid content documents (defaults written out, so parsing changes nothing). */
const validContent = fc.record({
  version: fc.constant(1),
  title: fc.string({ minLength: 1, maxLength: 80 }),
  aspectRatio: fc.constantFrom(...ASPECT_RATIOS),
  fps: fc.constantFrom(24, 25, 30, 60),
  templateId: id,
  variables: fc.constant({}),
  scenes: fc.uniqueArray(scene, { minLength: 1, maxLength: 8, selector: (s) => s.id }),
});

/** A path to some object inside the value (where a key can be inserted). */
function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [];
  const children = Array.isArray(value) ? value.map((v, i) => objectPaths(v, [...path, i])) : Object.entries(value).map(([k, v]) => objectPaths(v, [...path, k]));
  return [...(Array.isArray(value) ? [] : [path]), ...children.flat()];
}

describe("content documents, for any input", () => {
  it("validation never throws on any JSON or any JavaScript value", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => typeof validateContent(value).ok === "boolean"));
    fc.assert(fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }), (value) => typeof validateContent(value).ok === "boolean"));
  });

  it("valid documents are accepted and round-trip through JSON unchanged", () => {
    fc.assert(
      fc.property(validContent, (document) => {
        const first = validateContent(document);
        expect(first).toEqual({ ok: true, value: document });
        expect(validateContent(JSON.parse(JSON.stringify(document)))).toEqual(first);
      }),
    );
  });

  it("the scene-count bound holds exactly", () => {
    fc.assert(
      fc.property(validContent, fc.integer({ min: 1, max: LIMITS.scenes + 40 }), (document, count) => {
        const scenes = Array.from({ length: count }, (_, i) => ({ id: `s${i}`, layoutId: "title" }));
        return validateContent({ ...document, scenes }).ok === count <= LIMITS.scenes;
      }),
      { numRuns: 30 },
    );
  });

  it("__proto__, constructor and prototype are refused wherever they appear, with their path", () => {
    fc.assert(
      fc.property(validContent, fc.constantFrom("__proto__", "constructor", "prototype"), fc.nat(), (document, key, pick) => {
        const copy = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
        const paths = objectPaths(copy);
        const path = paths[pick % paths.length]!;
        const target = path.reduce<any>((node, part) => node[part], copy);
        Object.defineProperty(target, key, { value: { text: "x" }, enumerable: true, configurable: true, writable: true });
        const result = validateContent(copy);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors.map((e) => e.path)).toContain(`${path.map((p) => `/${p}`).join("")}/${key}`);
      }),
    );
  });

  it("restore never throws and always yields a valid document", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), validContent.map((c) => ({ ...c, title: 7 }))), (value) => {
        const { content } = restoreContent(value);
        expect(validateContent(content).ok).toBe(true);
      }),
    );
  });
});
