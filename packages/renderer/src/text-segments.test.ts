import { describe, expect, it } from "vitest";
import { graphemes, wordsWithoutSpaces } from "./text-segments.ts";

describe("text segments", () => {
  it("step through user-perceived characters: marks, conjuncts and emoji sequences stay whole", () => {
    expect(graphemes("abc")).toEqual(["a", "b", "c"]);
    expect(graphemes("👨‍👩‍👧👍🏽")).toEqual(["👨‍👩‍👧", "👍🏽"]);
    expect(graphemes("ปั้")).toHaveLength(1);
    expect(graphemes("नमस्ते")).toEqual(["न", "म", "स्ते"]);
  });

  it("split scripts without spaces between their words, punctuation kept with the word before", () => {
    expect(wordsWithoutSpaces("สวัสดีชาวโลก").join("|")).toBe("สวัสดี|ชาว|โลก");
    const japanese = wordsWithoutSpaces("動画にしよう、今すぐ");
    expect(japanese.length).toBeGreaterThan(2);
    expect(japanese.join("")).toBe("動画にしよう、今すぐ");
    expect(japanese.some((word) => word.startsWith("、"))).toBe(false);
  });
});
