import { describe, expect, it } from "vitest";
import { contentJsonSchema } from "./json-schema.ts";

describe("the content document's JSON Schema", () => {
  const schema = contentJsonSchema() as any;

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
});
