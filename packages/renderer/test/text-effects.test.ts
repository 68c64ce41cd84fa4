import type { ElementInput } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { isInk, type Rgb } from "./pixels.ts";
import { drawnFrame, oneElement, smallDocument } from "./small-document.ts";

const SIZE = 216; // drawnFrame's default scale, 0.2 of 1080
const isWhite = ([r, g, b]: Rgb) => Math.min(r, g, b) > 180;
const isRed = ([r, g, b]: Rgb) => r > 180 && g < 90 && b < 90;
const isGreen = ([r, g, b]: Rgb) => g > 100 && r < g / 2 && b < g / 2;

/** White Inter 700 at 100 px (20 px drawn), top-left of a box over the canvas but a 0.1 margin. */
const text = (content: string, more: Partial<Extract<ElementInput, { type: "text" }>> = {}): ElementInput => ({
  id: "text",
  type: "text",
  text: content,
  box: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 },
  ...more,
  style: { fontWeight: 700, minSize: 100, maxSize: 100, lineHeight: 1.2, ...more.style },
});

describe("text stroke", () => {
  it("outlines the glyphs in the stroke colour, outside their fill", () => {
    const frame = drawnFrame(oneElement(text("HI", { style: { minSize: 300, maxSize: 300, stroke: { color: "#00ff00", width: 24 } } })), 0);
    expect(frame.count(isGreen)).toBeGreaterThan(200);
    // Across the H's middle from the left: the outline first, then the white fill inside it.
    const row = { x0: 0, y0: 0.1 * SIZE + 30, x1: SIZE, y1: 0.1 * SIZE + 31 };
    const firstInk = frame.columnsWhere(isInk, row)!.first;
    const firstWhite = frame.columnsWhere(isWhite, row)!.first;
    expect(isGreen(frame.at(firstInk, row.y0))).toBe(true);
    expect(firstWhite - firstInk).toBeGreaterThanOrEqual(2);
  });
});

describe("the typewriter preset", () => {
  const typed = (content: string) => oneElement(text(content, { animations: [{ preset: "typewriter", duration: 1, easing: "linear" }] }));
  const firstLine = { x0: 0, y0: 0.1 * SIZE, x1: SIZE, y1: 0.1 * SIZE + 24 };

  it("has typed the first half of the characters half-way through", () => {
    const document = typed("MMMMMMMM");
    const full = drawnFrame(document, 30).columnsWhere(isInk, firstLine)!;
    const half = drawnFrame(document, 15).columnsWhere(isInk, firstLine)!;
    expect(half.first).toBe(full.first);
    const typedShare = (half.last - full.first) / (full.last - full.first);
    expect(typedShare).toBeGreaterThan(0.4);
    expect(typedShare).toBeLessThan(0.55);
    // Frame 1, the scene's first played instant (frame 0 opens the video on the scene composed).
    expect(drawnFrame(document, 1).count(isInk)).toBe(0);
  });

  it("ends with every line typed out, exactly as the text without the preset", () => {
    const content = "one\ntwo\nthree\nfour";
    const still = drawnFrame(oneElement(text(content)), 30);
    const done = drawnFrame(typed(content), 30);
    expect(done.count(isInk)).toBeGreaterThan(0);
    expect(done.equals(still)).toBe(true);
  });
});

describe("the word-highlight preset", () => {
  it("half-way through, the first half of the words wear the accent colour and the rest the text colour", () => {
    // One word a line, lines 24 px apart: words 1 and 2 highlighted, 3 and 4 not yet.
    const document = oneElement(
      text("one\ntwo\nthree\nfour", { animations: [{ preset: "word-highlight", duration: 1, easing: "linear" }] }),
    );
    const frame = drawnFrame(document, 15);
    const line = (index: number) => ({ x0: 0, y0: 0.1 * SIZE + 24 * index, x1: SIZE, y1: 0.1 * SIZE + 24 * (index + 1) });
    for (const index of [0, 1]) {
      expect(frame.count(isRed, line(index)), `word ${index + 1}`).toBeGreaterThan(20);
      expect(frame.count(isWhite, line(index)), `word ${index + 1}`).toBe(0);
    }
    for (const index of [2, 3]) {
      expect(frame.count(isWhite, line(index)), `word ${index + 1}`).toBeGreaterThan(20);
      expect(frame.count(isRed, line(index)), `word ${index + 1}`).toBe(0);
    }
  });
});

describe("kinetic type: words and lines rise in", () => {
  const line = (index: number) => ({ x0: 0, y0: 0.1 * SIZE + 24 * index, x1: SIZE, y1: 0.1 * SIZE + 24 * (index + 1) });
  const rising = (content: string, preset: "word-rise" | "line-rise") =>
    oneElement(text(content, { animations: [{ preset, duration: 1, easing: "linear" }] }));

  it("word by word: early on the first word is showing and the last not yet, and at the end every word is in place", () => {
    const document = rising("one two\nthree four", "word-rise");
    const early = drawnFrame(document, 8);
    expect(early.count(isInk, line(0))).toBeGreaterThan(20);
    expect(early.count(isInk, line(1))).toBe(0);
    expect(drawnFrame(document, 30).equals(drawnFrame(oneElement(text("one two\nthree four")), 30))).toBe(true);
  });

  it("line by line, a paragraph at a time: a wrapped item rises whole, the next one after it", () => {
    // The first item wraps onto two lines (a narrow box): both rise together, ahead of the second item.
    const narrow = { box: { x: 0.1, y: 0.1, width: 0.3, height: 0.8 } };
    const document = oneElement(
      text("• one two three\n• four", { ...narrow, animations: [{ preset: "line-rise", duration: 1, easing: "linear" }] }),
    );
    const early = drawnFrame(document, 10);
    const still = drawnFrame(oneElement(text("• one two three\n• four", narrow)), 30);
    const lines = [0, 1, 2, 3].filter((index) => still.count(isInk, line(index)) > 0).length;
    expect(lines).toBeGreaterThanOrEqual(3);
    const inked = (frame: typeof early, index: number) => frame.count(isInk, line(index)) > 10;
    expect([inked(early, 0), inked(early, 1)]).toEqual([true, true]);
    expect(inked(early, lines - 1)).toBe(false);
    expect(drawnFrame(document, 30).equals(still)).toBe(true);
  });
});

describe("a list's items", () => {
  const listLayout = {
    id: "points",
    name: "Points",
    slots: [{ name: "items", kind: "list" as const, label: "Points" }],
    elements: [
      {
        id: "items",
        type: "text" as const,
        slot: "items",
        box: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 },
        style: { fontWeight: 700, minSize: 100, maxSize: 100, lineHeight: 1.2 },
      },
    ],
  };
  const listed = (items: Record<string, unknown>) =>
    drawnFrame(smallDocument([listLayout], [{ id: "s", layoutId: "points", duration: 2, slots: { items: items as never } }]), 30);
  const written = (content: string) => drawnFrame(oneElement(text(content)), 30);

  it("are drawn with bullets, or numbered from where a continued list goes on", () => {
    expect(listed({ items: ["Water", "Snacks"] }).equals(written("• Water\n• Snacks"))).toBe(true);
    expect(listed({ items: ["Water", "Snacks"], numbered: true }).equals(written("1. Water\n2. Snacks"))).toBe(true);
    expect(listed({ items: ["Map", "Phone"], numbered: true, first: 6 }).equals(written("6. Map\n7. Phone"))).toBe(true);
  });
});
