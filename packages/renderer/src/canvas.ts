/**
 * The part of the Canvas 2D API the renderer uses. The browser's CanvasRenderingContext2D and
 * @napi-rs/canvas's context both provide it, so one renderer draws in both.
 */
export interface Context2D {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  globalAlpha: number;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: "round" | "bevel" | "miter";
  font: string;
  textBaseline: "top" | "hanging" | "middle" | "alphabetic" | "ideographic" | "bottom";
  textAlign: "left" | "right" | "center" | "start" | "end";
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  roundRect(x: number, y: number, width: number, height: number, radius: number): void;
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, startAngle: number, endAngle: number): void;
  fill(): void;
  stroke(): void;
  clip(): void;
  drawImage(image: never, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradientLike;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): CanvasGradientLike;
}

export interface CanvasGradientLike {
  addColorStop(offset: number, color: string): void;
}

/** Anything drawImage takes (an image, a canvas, a video frame), with its size. */
export interface ImageSource {
  width: number;
  height: number;
}

/**
 * A transparent canvas of the frame's size in pixels (not scaled), from the host: a scene that
 * fades in is drawn whole on one and laid over the frame at once, so its own background does
 * not show through its elements.
 */
export interface Layer {
  ctx: Context2D;
  image: ImageSource;
}

/** Frames of a video clip by time: ffmpeg decoding on the server, a video element in the browser. */
export interface FrameSource {
  frameAt(seconds: number): ImageSource | undefined;
  duration: number;
}
