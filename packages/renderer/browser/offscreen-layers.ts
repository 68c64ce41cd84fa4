import type { Layer } from "../src/canvas.ts";

/**
 * Layers for scenes that fade in (`FrameOptions.layer`) on an OffscreenCanvas: the browser
 * host's counterpart of the server's layer canvases. One canvas is kept and cleared for each
 * use, since a frame draws on one layer at a time and a transition asks on every frame.
 */
export function offscreenLayers(): (width: number, height: number) => Layer {
  let canvas: OffscreenCanvas | undefined;
  return (width, height) => {
    if (canvas?.width !== width || canvas.height !== height) canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d")!;
    ctx.clearRect(0, 0, width, height);
    return { ctx, image: canvas };
  };
}
