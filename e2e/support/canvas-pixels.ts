import type { Locator } from "@playwright/test";

/** How many pixels of the canvas are within a small distance of an RGB colour. */
export async function pixelsNear(canvas: Locator, colour: [number, number, number]) {
  return canvas.evaluate((element: HTMLCanvasElement, [r, g, b]) => {
    const data = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 24) count++;
    return count;
  }, colour);
}
