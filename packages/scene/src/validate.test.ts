import { describe, expect, it } from "vitest";
import { validateContent, validateLayout } from "./index.ts";
import { LIMITS } from "./limits.ts";
import { sampleContent, sampleLayout } from "./test-fixtures.ts";

describe("content validation", () => {
  it("accepts a valid document and fills defaults", () => {
    const result = validateContent(sampleContent());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.fps).toBe(30);
  });

  it("reports every problem with a JSON Pointer path", () => {
    const content = sampleContent() as any;
    content.scenes[1].duration = -2;
    content.scenes[0].slots.headline = { text: 5 };
    content.aspectRatio = "2:1";
    content.surprise = true;
    const result = validateContent(content);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(["/aspectRatio", "/scenes/1/duration", "/scenes/0/slots/headline", "/surprise"]));
  });

  it("escapes / and ~ in paths", () => {
    const content = sampleContent() as any;
    content.scenes[0].slots["a/b~c"] = { text: 1 };
    const result = validateContent(content);
    expect(!result.ok && result.errors.map((e) => e.path)).toContain("/scenes/0/slots/a~1b~0c");
  });

  it("refuses duplicate scene ids and undefined variables", () => {
    const content = sampleContent() as any;
    content.scenes[1].id = "intro";
    content.scenes[1].slots.headline = { variable: "missing" };
    const result = validateContent(content);
    expect(!result.ok && result.errors).toEqual(
      expect.arrayContaining([
        { path: "/scenes/1/id", message: 'scene id "intro" is used twice' },
        { path: "/scenes/1/slots/headline/variable", message: 'variable "missing" is not defined' },
      ]),
    );
  });

  it("refuses __proto__, constructor and prototype keys anywhere", () => {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const content = JSON.parse(JSON.stringify(sampleContent()).replace('"slots":{', `"slots":{"${key}":{"text":"x"},`)) as unknown;
      const result = validateContent(content);
      expect(!result.ok && result.errors[0]).toEqual({ path: `/scenes/0/slots/${key}`, message: `the key "${key}" is not allowed` });
    }
  });

  it("holds the size bounds", () => {
    const many = sampleContent() as any;
    many.scenes = Array.from({ length: LIMITS.scenes + 1 }, (_, i) => ({ id: `s${i}`, layoutId: "title" }));
    expect(validateContent(many).ok).toBe(false);
    const long = sampleContent() as any;
    long.scenes[0].slots.headline = { text: "x".repeat(LIMITS.textLength + 1) };
    expect(validateContent(long).ok).toBe(false);
    const huge = sampleContent() as any;
    huge.padding = "x".repeat(LIMITS.documentBytes);
    expect(!validateContent(huge).ok && (validateContent(huge) as any).errors[0].message).toMatch(/larger than/);
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expect(validateContent(deep).ok).toBe(false);
  });

  it("bounds the number of variables and of a scene's slot values, at their paths", () => {
    const crowded = sampleContent() as any;
    crowded.variables = Object.fromEntries(Array.from({ length: LIMITS.variables + 1 }, (_, i) => [`v${i}`, { type: "text" }]));
    crowded.scenes[0].slots = Object.fromEntries(Array.from({ length: LIMITS.slots + 1 }, (_, i) => [`s${i}`, { text: "x" }]));
    expect(validateContent(crowded)).toEqual({
      ok: false,
      errors: [
        { path: "/variables", message: `more than ${LIMITS.variables} variables` },
        { path: "/scenes/0/slots", message: `more than ${LIMITS.slots} slot values` },
      ],
    });
    crowded.variables = Object.fromEntries(Object.entries(crowded.variables).slice(0, LIMITS.variables));
    crowded.scenes[0].slots = Object.fromEntries(Object.entries(crowded.scenes[0].slots).slice(0, LIMITS.slots));
    expect(validateContent(crowded).ok).toBe(true);
  });

  it("never throws, whatever it is given", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const input of [
      undefined,
      null,
      1,
      "x",
      [],
      circular,
      { f: () => 1 },
      { n: 10n },
      new Date(0),
      { x: Number.NaN },
      Object.create(null),
    ])
      expect(validateContent(input).ok).toBe(false);
  });
});

describe("layout validation", () => {
  it("accepts a layout with per-aspect boxes and nested groups", () => {
    expect(validateLayout(sampleLayout())).toMatchObject({ ok: true });
  });

  it("refuses an element bound to a slot the layout does not define, and duplicate slots", () => {
    const layout = sampleLayout() as any;
    layout.elements[1].slot = "photo";
    layout.slots.push({ name: "headline", kind: "text", label: "Again" });
    const result = validateLayout(layout);
    expect(!result.ok && result.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining(['slot "headline" is defined twice', 'element "photo" uses slot "photo", which the layout does not define']),
    );
  });

  it("bounds how deeply groups nest", () => {
    const layout = sampleLayout() as any;
    let element: any = { id: "leaf", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#000000" };
    for (let i = 0; i <= LIMITS.groupDepth; i++)
      element = { id: `g${i}`, type: "group", box: { x: 0, y: 0, width: 1, height: 1 }, children: [element] };
    layout.elements.push(element);
    expect(validateLayout(layout).ok).toBe(false);
  });
});

describe("text style overrides", () => {
  it("keep only what the element sets, so the template's style still applies", () => {
    const layout = sampleLayout() as any;
    layout.elements[2].children[0].style = { maxSize: 96 };
    const result = validateLayout(layout);
    expect(result.ok && (result.value.elements[2] as any).children[0].style).toEqual({ maxSize: 96 });
  });
});
