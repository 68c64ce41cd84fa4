/** The mask as the server takes it: a PNG at the image's own size, white where it may change, black elsewhere. */
export function maskToPng(mask: Uint8Array, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("This browser cannot draw the mask."));
  context.putImageData(maskImageData(mask, width, height, [255, 255, 255, 255], [0, 0, 0, 255]), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The mask could not be encoded."))), "image/png"),
  );
}

type Rgba = [number, number, number, number];

/** The mask's pixels in two colours: `on` where painted, `off` elsewhere (the export, or the overlay shown while painting). */
export function maskImageData(mask: Uint8Array, width: number, height: number, on: Rgba, off: Rgba): ImageData {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < mask.length; at++) pixels.set(mask[at] ? on : off, at * 4);
  return new ImageData(pixels, width, height);
}
