// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { rasterizeMask } from "./mask-raster";
import { maskImageData } from "./mask-png";

test("the exported mask is white where painted and opaque black elsewhere, at the image's own size", () => {
  const mask = rasterizeMask(
    [{ kind: "stroke", erase: false, size: 2, points: [{ x: 3, y: 2 }] }, { kind: "invert" }, { kind: "invert" }],
    8,
    4,
  );
  const data = maskImageData(mask, 8, 4, [255, 255, 255, 255], [0, 0, 0, 255]);
  expect([data.width, data.height]).toEqual([8, 4]);
  const pixel = (x: number, y: number) => [...data.data.subarray((y * 8 + x) * 4, (y * 8 + x) * 4 + 4)];
  expect(pixel(2, 1)).toEqual([255, 255, 255, 255]);
  expect(pixel(4, 2)).toEqual([0, 0, 0, 255]);
  expect(pixel(7, 3)).toEqual([0, 0, 0, 255]);
  const white = [...Array(32).keys()].filter((at) => data.data[at * 4] === 255);
  expect(white).toEqual([10, 11, 18, 19]);
});
