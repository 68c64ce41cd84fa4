import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateContent, validateLayout } from "./index.ts";
import { LIMITS } from "./limits.ts";
import { restoreContent } from "./restore.ts";
import { validContent } from "./test-arbitraries.ts";
import { sampleLayout } from "./test-fixtures.ts";

// fast-check prints the seed and path of any failure; FC_SEED replays one.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

type WritableScene = { slots: Record<string, unknown> } & Record<string, unknown>;
type Writable = { title: string; variables: Record<string, unknown>; scenes: WritableScene[] } & Record<string, unknown>;

/** Names that generated documents never use (theirs are shorter, or have no _ or digits). */
const filler = (i: number) => `filler_${i}_name`;
const fillRecord = (record: Record<string, unknown>, size: number, value: unknown) => {
  for (let i = 0; Object.keys(record).length < size; i++) record[filler(i)] = value;
};

/**
 * Each bounded count or length in a content document: `fill` makes the document's one bounded
 * thing (in scene `at` when it is in a scene) exactly `size` long, and answers the path
 * validation must point at when that is past the limit.
 */
const bounds: Record<string, { limit: number; fill: (document: Writable, at: number, size: number) => string }> = {
  "slot text length": {
    limit: LIMITS.textLength,
    fill: (d, at, size) => ((d.scenes[at]!.slots.long = { text: "x".repeat(size) }), `/scenes/${at}/slots/long/text`),
  },
  "voiceover length": {
    limit: LIMITS.textLength,
    fill: (d, at, size) => ((d.scenes[at]!.voiceover = { text: "x".repeat(size) }), `/scenes/${at}/voiceover/text`),
  },
  "variable default length": {
    limit: LIMITS.textLength,
    fill: (d, _, size) => ((d.variables[filler(0)] = { type: "text", default: "x".repeat(size) }), `/variables/${filler(0)}/default`),
  },
  "title length": { limit: LIMITS.nameLength, fill: (d, _, size) => ((d.title = "x".repeat(size)), "/title") },
  "list items": {
    limit: LIMITS.listItems,
    fill: (d, at, size) => ((d.scenes[at]!.slots.list = { items: Array<string>(size).fill("item") }), `/scenes/${at}/slots/list`),
  },
  variables: {
    limit: LIMITS.variables,
    fill: (d, _, size) => (fillRecord(d.variables, size, { type: "text", default: "" }), "/variables"),
  },
  "slot values": {
    limit: LIMITS.slots,
    fill: (d, at, size) => (fillRecord(d.scenes[at]!.slots, size, { text: "x" }), `/scenes/${at}/slots`),
  },
  scenes: {
    limit: LIMITS.scenes,
    fill: (d, _, size) => {
      for (let i = 0; d.scenes.length < size; i++) d.scenes.push({ id: `filler-scene-${i}`, layoutId: "title", slots: {} });
      return "/scenes";
    },
  },
};

/** A path to some object inside the value (where a key can be inserted). */
function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [];
  const children = Array.isArray(value)
    ? value.map((v, i) => objectPaths(v, [...path, i]))
    : Object.entries(value).map(([k, v]) => objectPaths(v, [...path, k]));
  return [...(Array.isArray(value) ? [] : [path]), ...children.flat()];
}

describe("content documents, for any input", () => {
  it("validation never throws on any JSON or any JavaScript value", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => typeof validateContent(value).ok === "boolean"));
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }),
        (value) => typeof validateContent(value).ok === "boolean",
      ),
    );
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

  it("every count and length bound holds exactly, refused at its path, never by throwing", () => {
    fc.assert(
      fc.property(
        validContent,
        fc.constantFrom(...Object.keys(bounds)),
        fc.nat(),
        fc.integer({ min: -3, max: 40 }),
        (document, name, pick, past) => {
          const { limit, fill } = bounds[name]!;
          const copy = JSON.parse(JSON.stringify(document)) as Writable;
          const path = fill(copy, pick % copy.scenes.length, limit + past);
          const result = validateContent(copy);
          expect(result.ok, `${name} at ${limit + past}`).toBe(past <= 0);
          if (!result.ok) expect(result.errors.map((error) => error.path)).toContain(path);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a document nested too deeply is refused where the nesting passes the bound", () => {
    fc.assert(
      fc.property(validContent, fc.nat(), fc.integer({ min: 1, max: 40 }), (document, pick, past) => {
        const copy = JSON.parse(JSON.stringify(document)) as Writable;
        const at = pick % copy.scenes.length;
        const prefix = ["scenes", at, "slots", "deep"];
        let deep: unknown = {};
        for (let level = prefix.length; level < LIMITS.depth + past; level++) deep = { a: deep };
        copy.scenes[at]!.slots.deep = deep;
        const result = validateContent(copy);
        const tooDeep = [...prefix, ...Array<string>(LIMITS.depth + 1 - prefix.length).fill("a")];
        expect(!result.ok && result.errors).toEqual([
          { path: `/${tooDeep.join("/")}`, message: `nested deeper than ${LIMITS.depth} levels` },
        ]);
      }),
      { numRuns: 50 },
    );
  });

  it("a document over the size bound is refused as a whole, though every part is within its own bound", () => {
    const longest = "x".repeat(LIMITS.textLength);
    const filler = (n: number) => ({
      id: `filler-scene-${n}`,
      layoutId: "title",
      slots: Object.fromEntries(Array.from({ length: LIMITS.slots }, (_, i) => [`s${i}`, { text: longest }])),
    });
    const scenesOver = Math.ceil(LIMITS.documentBytes / (LIMITS.textLength * LIMITS.slots));
    fc.assert(
      fc.property(validContent, fc.integer({ min: 0, max: 3 }), (document, extra) => {
        const scenes = [...document.scenes, ...Array.from({ length: scenesOver + extra }, (_, n) => filler(n))];
        expect(validateContent({ ...document, scenes })).toEqual({
          ok: false,
          errors: [{ path: "", message: `larger than ${LIMITS.documentBytes} bytes` }],
        });
      }),
      { numRuns: 10 },
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
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          validContent.map((c) => ({ ...c, title: 7 })),
        ),
        (value) => {
          const { content } = restoreContent(value);
          expect(validateContent(content).ok).toBe(true);
        },
      ),
    );
  });

  it("restore brings a document past any count or length bound back within it", () => {
    fc.assert(
      fc.property(
        validContent,
        fc.constantFrom(...Object.keys(bounds)),
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        (document, name, pick, past) => {
          const copy = JSON.parse(JSON.stringify(document)) as Writable;
          bounds[name]!.fill(copy, pick % copy.scenes.length, bounds[name]!.limit + past);
          const { content, repairs } = restoreContent(copy);
          expect(repairs.length).toBeGreaterThan(0);
          expect(validateContent(content).ok).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("layouts, for any nesting of groups", () => {
  it("groups nest up to the bound and no deeper, refused at the outermost group", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LIMITS.groupDepth + 6 }), fc.nat(), (depth, pick) => {
        const layout = sampleLayout() as { elements: unknown[] };
        let element: unknown = { id: "leaf", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#000000" };
        for (let level = 0; level < depth; level++)
          element = { id: `group-${level}`, type: "group", box: { x: 0, y: 0, width: 1, height: 1 }, children: [element] };
        const at = pick % (layout.elements.length + 1);
        layout.elements.splice(at, 0, element);
        const result = validateLayout(layout);
        expect(result.ok).toBe(depth <= LIMITS.groupDepth);
        if (!result.ok)
          expect(result.errors).toContainEqual({ path: `/elements/${at}`, message: `groups nest deeper than ${LIMITS.groupDepth} levels` });
      }),
      { numRuns: 100 },
    );
  });
});
