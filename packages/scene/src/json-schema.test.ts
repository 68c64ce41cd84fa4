import Ajv from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateContent } from "./index.ts";
import { contentJsonSchema } from "./json-schema.ts";
import { validContent } from "./test-arbitraries.ts";
import { sampleContent } from "./test-fixtures.ts";

// fast-check prints the seed and path of any failure; FC_SEED replays one.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

/**
 * Keywords that mean the same in draft-07 and draft 2020-12. The ajv in this repository (6)
 * speaks draft-07 and skips keywords it does not know, so the check below is only sound while
 * the export uses nothing else; `items` must then be a schema, not draft-07's tuple form.
 */
const SHARED_KEYWORDS = new Set(
  ["$schema", "type", "enum", "const", "default", "description", "title", "properties", "required", "additionalProperties", "propertyNames"]
    .concat(["minProperties", "maxProperties", "items", "minItems", "maxItems", "minLength", "maxLength", "pattern", "minimum", "maximum"])
    .concat(["exclusiveMinimum", "exclusiveMaximum", "multipleOf", "anyOf", "oneOf", "allOf", "not"]),
);

/** Every keyword the schema uses, with where; property names and default values are not keywords. */
function keywordsOf(schema: unknown, path = ""): { keyword: string; path: string; value: unknown }[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => keywordsOf(item, `${path}/${i}`));
  if (typeof schema !== "object" || schema === null) return [];
  return Object.entries(schema).flatMap(([keyword, value]) => {
    const here = { keyword, path: `${path}/${keyword}`, value };
    if (keyword === "properties")
      return [here, ...Object.entries(value as object).flatMap(([name, property]) => keywordsOf(property, `${here.path}/${name}`))];
    if (keyword === "default" || keyword === "const" || keyword === "enum") return [here];
    return [here, ...keywordsOf(value, here.path)];
  });
}

describe("the content document's JSON Schema", () => {
  const schema = contentJsonSchema() as any;
  // Ajv 6 knows draft-07 only and refuses an unknown $schema; the keywords are shared (tested below).
  const { $schema: _draft, ...draft07 } = schema;
  const ajv = new Ajv({ allErrors: true });
  const matchesSchema = ajv.compile(draft07);
  const problems = () => (matchesSchema.errors ?? []).map((error) => `${error.dataPath} ${error.message ?? ""}`);

  it("describes the document's fields and which are required", () => {
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.type).toBe("object");
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(["version", "title", "aspectRatio", "templateId", "scenes"]));
    expect(schema.properties.aspectRatio.enum).toEqual(["9:16", "1:1", "16:9", "4:5"]);
    expect(schema.properties.scenes).toMatchObject({ type: "array", minItems: 1, maxItems: 200 });
  });

  it("is plain JSON, as model providers take it", () => {
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });

  it("uses only keywords that draft-07 validators read the same way", () => {
    const used = keywordsOf(schema);
    expect(used.filter(({ keyword }) => !SHARED_KEYWORDS.has(keyword)).map(({ path }) => path)).toEqual([]);
    expect(used.filter(({ keyword, value }) => keyword === "items" && Array.isArray(value)).map(({ path }) => path)).toEqual([]);
  });

  it("accepts real documents: the sample, and one with variables, soundtrack, captions and a brand kit", () => {
    const full = {
      ...sampleContent(),
      fps: 25,
      brandKit: { logo: "asset:logo-1", colors: { primary: "#FF5500", accent: "#00aa88cc" }, fonts: { heading: "Inter" } },
      variables: {
        productName: { type: "text", label: "Product", default: "Trail shoe" },
        hero: { type: "image", default: "asset:hero-1" },
      },
      soundtrack: { src: "https://example.com/music.mp3", volume: 0.4, fadeIn: 0.5, duckUnderVoice: false },
      captions: { enabled: true, style: "line", position: "top" },
    };
    full.scenes[1]!.slots = { ...full.scenes[1]!.slots, image: { variable: "hero" } };
    full.scenes[1]!.background = "$Primary/60";
    full.scenes[0]!.background = {
      keyframes: [
        { time: 0, color: "#ff5500" },
        { time: 2, color: "$accent", easing: "ease-in-out" },
      ],
    };
    for (const document of [sampleContent(), full]) {
      expect(validateContent(document).ok).toBe(true);
      expect(matchesSchema(document), problems().join("; ")).toBe(true);
    }
  });

  it("accepts every valid generated document, before and after validation fills its defaults", () => {
    fc.assert(
      fc.property(validContent, (document) => {
        const parsed = validateContent(document);
        expect(parsed.ok).toBe(true);
        expect(matchesSchema(document), problems().join("; ")).toBe(true);
        expect(parsed.ok && matchesSchema(parsed.value), problems().join("; ")).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses a wrong type, an unknown field and a value out of bounds, as validation does", () => {
    const wrongType = { ...sampleContent(), fps: "30" };
    const unknownField = { ...sampleContent(), surprise: true };
    const unknownInScene = { ...sampleContent(), scenes: [{ ...sampleContent().scenes[0]!, mood: "happy" }] };
    const tooManyVariables = {
      ...sampleContent(),
      variables: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`v${i}`, { type: "text" }])),
    };
    const badColour = { ...sampleContent(), scenes: [{ ...sampleContent().scenes[0]!, background: "#12345g" }] };
    const badKeyframedColour = {
      ...sampleContent(),
      scenes: [{ ...sampleContent().scenes[0]!, background: { keyframes: [{ time: 0, color: "red" }] } }],
    };
    for (const document of [wrongType, unknownField, unknownInScene, tooManyVariables, badColour, badKeyframedColour]) {
      expect(validateContent(document).ok, JSON.stringify(document).slice(0, 80)).toBe(false);
      expect(matchesSchema(document), JSON.stringify(document).slice(0, 80)).toBe(false);
    }
    matchesSchema(unknownField);
    expect(matchesSchema.errors).toContainEqual(
      expect.objectContaining({ keyword: "additionalProperties", params: { additionalProperty: "surprise" } }),
    );
  });
});
