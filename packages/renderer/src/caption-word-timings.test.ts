import { describe, expect, it } from "vitest";
import { captionPages } from "./draw-captions.ts";

describe("captions timed by the voice's own word timings", () => {
  it("starts each word when the voice says it, and ends a page when the next one starts", () => {
    const pages = captionPages("Hot coffee. Fresh every morning.", 4, 5, [0, 0.3, 1.5, 1.9, 2.6]);
    expect(pages).toEqual([
      { words: ["Hot", "coffee."], wordStarts: [0, 0.3], end: 1.5 },
      { words: ["Fresh", "every", "morning."], wordStarts: [1.5, 1.9, 2.6], end: 4 },
    ]);
  });

  it("estimates from the words' lengths when the timings do not match the script's words", () => {
    expect(captionPages("Hot coffee.", 3, 5, [0])).toEqual(captionPages("Hot coffee.", 3, 5));
    expect(captionPages("Hot coffee.", 3, 5, [0])[0]!.wordStarts[1]).toBeCloseTo(1.0, 5);
  });
});
