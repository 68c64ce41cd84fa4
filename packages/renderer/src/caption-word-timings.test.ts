import { describe, expect, it } from "vitest";
import { captionPages } from "./draw-captions.ts";

describe("captions timed by the voice's own word timings", () => {
  it("starts each word when the voice says it, and ends a page when the next one starts", () => {
    const pages = captionPages("Hot coffee. Fresh every morning.", 4, 5, [0, 0.3, 1.5, 1.9, 2.6]);
    expect(pages).toEqual([
      { words: ["Hot", "coffee."], text: "Hot coffee.", wordStarts: [0, 0.3], end: 1.5 },
      { words: ["Fresh", "every", "morning."], text: "Fresh every morning.", wordStarts: [1.5, 1.9, 2.6], end: 4 },
    ]);
  });

  it("estimates from the words' lengths when the timings do not match the script's words", () => {
    expect(captionPages("Hot coffee.", 3, 5, [0])).toEqual(captionPages("Hot coffee.", 3, 5));
    expect(captionPages("Hot coffee.", 3, 5, [0])[0]!.wordStarts[1]).toBeCloseTo(1.0, 5);
  });
});

describe("captions in scripts written without spaces, and right to left", () => {
  it("page Japanese by its words, shown without spaces, a sentence to itself", () => {
    const pages = captionPages("今日は晴れです。明日も晴れるでしょう。", 4, 3);
    expect(pages.map((page) => page.text)).toEqual(["今日は晴れ", "です。", "明日も晴れる", "でしょう。"]);
    expect(pages.map((page) => page.words)).toEqual([["今日", "は", "晴れ"], ["です。"], ["明日", "も", "晴れる"], ["で", "しょう。"]]);
  });

  it("time Chinese words by the voice's timings, one per word", () => {
    const pages = captionPages("我们每天早上烘焙咖啡。", 3, 5, [0.1, 0.5, 0.9, 1.4, 2]);
    expect(pages).toEqual([
      { words: ["我们", "每天", "早上", "烘焙", "咖啡。"], text: "我们每天早上烘焙咖啡。", wordStarts: [0.1, 0.5, 0.9, 1.4, 2], end: 3 },
    ]);
  });

  it("page Thai between its words, keeping the spaces it has", () => {
    const pages = captionPages("กาแฟสดทุกเช้า ส่งถึงบ้าน", 4, 4);
    expect(pages.map((page) => page.text)).toEqual(["กาแฟสดทุกเช้า", "ส่งถึงบ้าน"]);
    // Longer words take longer: "กาแฟ" (4 characters) more than "สด" (2).
    const starts = pages[0]!.wordStarts;
    expect(starts[1]! - starts[0]!).toBeGreaterThan(starts[2]! - starts[1]!);
  });

  it("page Arabic at its spaces, ending sentences at its question mark", () => {
    const pages = captionPages("هل تحب القهوة؟ نحمصها كل صباح.", 4, 5);
    expect(pages.map((page) => page.words)).toEqual([
      ["هل", "تحب", "القهوة؟"],
      ["نحمصها", "كل", "صباح."],
    ]);
    expect(pages[1]!.text).toBe("نحمصها كل صباح.");
  });
});
