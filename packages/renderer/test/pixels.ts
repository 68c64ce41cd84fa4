import type { Canvas } from "@napi-rs/canvas";
import { expect } from "vitest";

export type Rgb = readonly [number, number, number];

/** A rectangle of whole pixels, `x1` and `y1` excluded. */
export interface PixelArea {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A drawn canvas's pixels, read by position. */
export class Pixels {
  readonly width: number;
  readonly height: number;
  private readonly data: Uint8ClampedArray;

  constructor(canvas: Canvas) {
    this.width = canvas.width;
    this.height = canvas.height;
    this.data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  }

  /** The colour of pixel (x, y). */
  at(x: number, y: number): Rgb {
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    return [this.data[i]!, this.data[i + 1]!, this.data[i + 2]!];
  }

  /** The colour at (x, y) given as fractions of the canvas. */
  atFraction(x: number, y: number): Rgb {
    return this.at(x * this.width, y * this.height);
  }

  /** Whether `other` has exactly the same pixels. */
  equals(other: Pixels): boolean {
    return this.data.length === other.data.length && this.data.every((value, index) => value === other.data[index]);
  }

  /** How many pixels in `area` (the whole canvas by default) satisfy `test`. */
  count(test: (colour: Rgb) => boolean, area: PixelArea = this.whole()): number {
    let found = 0;
    this.scan(area, (x, y) => {
      if (test(this.at(x, y))) found++;
    });
    return found;
  }

  /** The first and last columns in `area` with a pixel satisfying `test`, or undefined if none. */
  columnsWhere(test: (colour: Rgb) => boolean, area: PixelArea = this.whole()): { first: number; last: number } | undefined {
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    this.scan(area, (x, y) => {
      if (!test(this.at(x, y))) return;
      first = Math.min(first, x);
      last = Math.max(last, x);
    });
    return first <= last ? { first, last } : undefined;
  }

  private whole(): PixelArea {
    return { x0: 0, y0: 0, x1: this.width, y1: this.height };
  }

  private scan(area: PixelArea, visit: (x: number, y: number) => void) {
    for (let y = Math.max(0, area.y0); y < Math.min(this.height, area.y1); y++)
      for (let x = Math.max(0, area.x0); x < Math.min(this.width, area.x1); x++) visit(x, y);
  }
}

/** Asserts a colour within `tolerance` levels per channel (blends round either way). */
export function expectColour(actual: Rgb, expected: Rgb, tolerance = 2) {
  const off = Math.max(...expected.map((value, channel) => Math.abs(value - actual[channel]!)));
  expect(off, `rgb(${actual.join(", ")}) should be within ${tolerance} of rgb(${expected.join(", ")})`).toBeLessThanOrEqual(tolerance);
}

/** Anything drawn on a black canvas: some channel clearly lit. */
export const isInk = ([r, g, b]: Rgb) => Math.max(r, g, b) > 64;
