import type { CanvasGradientLike, Context2D, ImageSource, Layer } from "./canvas.ts";
import { planReplay } from "./replay-plan.ts";

/** A gradient as it was made (kind, geometry, stops), so two recordings compare by value. */
export class RecordedGradient implements CanvasGradientLike {
  readonly kind: "linear" | "radial";
  readonly geometry: number[];
  /** Offset, colour, offset, colour… */
  readonly stops: (number | string)[] = [];

  constructor(kind: "linear" | "radial", geometry: number[]) {
    this.kind = kind;
    this.geometry = geometry;
  }

  addColorStop(offset: number, color: string) {
    this.stops.push(offset, color);
  }

  /** The same gradient made by a real context. */
  makeOn(ctx: Context2D): unknown {
    const [a, b, c, d, e, f] = this.geometry as [number, number, number, number, number, number];
    const made = this.kind === "linear" ? ctx.createLinearGradient(a, b, c, d) : ctx.createRadialGradient(a, b, c, d, e, f);
    for (let i = 0; i < this.stops.length; i += 2) made.addColorStop(this.stops[i] as number, this.stops[i + 1] as string);
    return made;
  }
}

/** A layer as recorded: its own list of calls, drawn onto a real layer when replayed. */
export class RecordedLayer implements ImageSource {
  readonly list: DisplayList;
  readonly width: number;
  readonly height: number;

  constructor(list: DisplayList, width: number, height: number) {
    this.list = list;
    this.width = width;
    this.height = height;
  }
}

/** One canvas call: a method and its arguments, or `=` with a property and its value. */
type Operation = unknown[];

type Property =
  | "globalAlpha"
  | "fillStyle"
  | "strokeStyle"
  | "lineWidth"
  | "lineJoin"
  | "font"
  | "textBaseline"
  | "textAlign"
  | "shadowColor"
  | "shadowBlur"
  | "shadowOffsetX"
  | "shadowOffsetY";

/** What a fresh Canvas 2D context starts with, for the properties the renderer reads back. */
const initialState = (): Record<Property, unknown> => ({
  globalAlpha: 1,
  fillStyle: "#000000",
  strokeStyle: "#000000",
  lineWidth: 1,
  lineJoin: "miter",
  font: "10px sans-serif",
  textBaseline: "alphabetic",
  textAlign: "start",
  shadowColor: "rgba(0, 0, 0, 0)",
  shadowBlur: 0,
  shadowOffsetX: 0,
  shadowOffsetY: 0,
});

export interface RecordingOptions {
  /** Width of `text` in a CSS `font`, from the real canvas; answers are remembered per font and text. */
  measure: (text: string, font: string) => number;
  /**
   * Images whose pixels never change (decoded pictures). Anything else drawn (a clip's frame,
   * a canvas reused for the next frame) makes the recording unlike every other.
   */
  isStill: (image: ImageSource) => boolean;
  /**
   * Images with no transparent pixel (decoded photos, clips without alpha). A replay leaves out
   * what one of them drawn over the whole target hides. Without it, no image counts as opaque.
   */
  isOpaque?: (image: ImageSource) => boolean;
}

/** Where a list is replayed: the host's real layers and, when known, the target's size in pixels. */
export interface ReplayTarget {
  layer?: (width: number, height: number) => Layer;
  width?: number;
  height?: number;
  /**
   * A canvas of `width`×`height` the host keeps from frame to frame for a background that fills
   * the whole target; `paint` draws it when `key` is not the one it holds. Copying it costs
   * Skia a fraction of filling a gradient again. Undefined fills the background in place (one
   * whose colours move, so that no copy would be used twice).
   */
  background?: (key: string, width: number, height: number, paint: (ctx: Context2D) => void) => ImageSource | undefined;
}

/** Calls that put pixels on the canvas, as opposed to changing its state. */
const DRAWS = new Set(["fillRect", "fillText", "strokeText", "fill", "stroke", "drawImage"]);

/**
 * A Canvas 2D context that draws nothing: it records the calls of one frame, so a host can tell
 * that a frame draws exactly what the previous one drew (and reuse its pixels) before paying for
 * the raster, and otherwise replay the calls onto a real context.
 */
export class DisplayList implements Context2D {
  readonly operations: Operation[] = [];
  /** True when the frame draws an image that may change between frames. */
  volatile = false;
  private state = initialState();
  private readonly saved: Record<Property, unknown>[] = [];
  private readonly options: RecordingOptions;
  private readonly widths: Map<string, Map<string, number>>;

  /** `widths` carries measurements from one frame's list to the next (fonts do not change mid-render). */
  constructor(options: RecordingOptions, widths = new Map<string, Map<string, number>>()) {
    this.options = options;
    this.widths = widths;
  }

  /** A new, empty list for the next frame that keeps this one's remembered measurements. */
  next(): DisplayList {
    return new DisplayList(this.options, this.widths);
  }

  /** A layer to draw a scene on (FrameOptions.layer): recorded too, and compared by its calls. */
  layer(width: number, height: number): Layer {
    const list = this.next();
    return { ctx: list, image: new RecordedLayer(list, width, height) };
  }

  /** Whether `other` draws exactly the same calls with the same arguments. */
  drawsTheSameAs(other: DisplayList | undefined): boolean {
    if (!other || this.volatile || other.volatile || other.operations.length !== this.operations.length) return false;
    return this.operations.every((operation, index) => sameOperation(operation, other.operations[index]!));
  }

  /**
   * Draws the recorded calls onto a real context; `target.layer` makes the real layers recorded
   * ones are drawn on. With the target's size, draws hidden under a later opaque image that
   * covers the whole target are left out. The context is left as it was found: the recording
   * assumed a fresh context's state.
   */
  replayOnto(ctx: Context2D, target: ReplayTarget = {}) {
    const gradients = new Map<RecordedGradient, unknown>();
    const real = (value: unknown) => {
      if (!(value instanceof RecordedGradient)) return value;
      let gradient = gradients.get(value);
      if (!gradient) gradients.set(value, (gradient = value.makeOn(ctx)));
      return gradient;
    };
    const realLayer = (recorded: RecordedLayer) => {
      if (!target.layer) throw new Error("This frame draws a layer: replay it with a layer factory.");
      const made = target.layer(recorded.width, recorded.height);
      recorded.list.replayOnto(made.ctx, { ...target, width: recorded.width, height: recorded.height });
      return made.image;
    };
    const { width, height } = target;
    const plan = width && height ? planReplay(this.operations, width, height, this.options.isOpaque ?? (() => false)) : undefined;
    const context = ctx as unknown as Record<string, unknown>;
    ctx.save();
    let depth = 0;
    try {
      for (const [index, [name, ...args]] of this.operations.entries()) {
        if (plan && index < plan.hiddenBefore && DRAWS.has(name as string)) continue;
        const background = plan?.backgroundFills.get(index);
        const tile =
          background &&
          target.background &&
          backgroundTile(background as RecordedGradient, args as Rect, target.background, width!, height!);
        if (tile) {
          ctx.drawImage(tile as never, 0, 0, width!, height!, 0, 0, width!, height!);
          continue;
        }
        if (name === "=") context[args[0] as string] = real(args[1]);
        else if (args[0] instanceof RecordedLayer)
          (context[name as string] as (...values: unknown[]) => void)(realLayer(args[0]), ...args.slice(1));
        else (context[name as string] as (...values: unknown[]) => void)(...args);
        if (name === "save") depth++;
        else if (name === "restore") depth--;
      }
    } finally {
      // Saves the frame left open, then the replay's own.
      for (; depth >= 0; depth--) ctx.restore();
    }
  }

  /** Setting a property to the value it has is left out: setting a font alone costs Skia a parse. */
  private set(property: Property, value: unknown) {
    if (this.state[property] === value) return;
    this.state[property] = value;
    this.operations.push(["=", property, value]);
  }

  get globalAlpha() {
    return this.state.globalAlpha as number;
  }
  set globalAlpha(value: number) {
    this.set("globalAlpha", value);
  }
  get fillStyle() {
    return this.state.fillStyle;
  }
  set fillStyle(value: unknown) {
    this.set("fillStyle", value);
  }
  get strokeStyle() {
    return this.state.strokeStyle;
  }
  set strokeStyle(value: unknown) {
    this.set("strokeStyle", value);
  }
  get lineWidth() {
    return this.state.lineWidth as number;
  }
  set lineWidth(value: number) {
    this.set("lineWidth", value);
  }
  get lineJoin() {
    return this.state.lineJoin as Context2D["lineJoin"];
  }
  set lineJoin(value: Context2D["lineJoin"]) {
    this.set("lineJoin", value);
  }
  get font() {
    return this.state.font as string;
  }
  set font(value: string) {
    this.set("font", value);
  }
  get textBaseline() {
    return this.state.textBaseline as Context2D["textBaseline"];
  }
  set textBaseline(value: Context2D["textBaseline"]) {
    this.set("textBaseline", value);
  }
  get textAlign() {
    return this.state.textAlign as Context2D["textAlign"];
  }
  set textAlign(value: Context2D["textAlign"]) {
    this.set("textAlign", value);
  }
  get shadowColor() {
    return this.state.shadowColor as string;
  }
  set shadowColor(value: string) {
    this.set("shadowColor", value);
  }
  get shadowBlur() {
    return this.state.shadowBlur as number;
  }
  set shadowBlur(value: number) {
    this.set("shadowBlur", value);
  }
  get shadowOffsetX() {
    return this.state.shadowOffsetX as number;
  }
  set shadowOffsetX(value: number) {
    this.set("shadowOffsetX", value);
  }
  get shadowOffsetY() {
    return this.state.shadowOffsetY as number;
  }
  set shadowOffsetY(value: number) {
    this.set("shadowOffsetY", value);
  }

  save() {
    this.saved.push({ ...this.state });
    this.operations.push(["save"]);
  }

  /** As on a canvas, a restore with nothing saved does nothing (and is not recorded). */
  restore() {
    const state = this.saved.pop();
    if (!state) return;
    this.state = state;
    this.operations.push(["restore"]);
  }

  measureText(text: string) {
    const font = this.state.font as string;
    let byText = this.widths.get(font);
    if (!byText) this.widths.set(font, (byText = new Map<string, number>()));
    let width = byText.get(text);
    if (width === undefined) byText.set(text, (width = this.options.measure(text, font)));
    return { width };
  }

  createLinearGradient(x0: number, y0: number, x1: number, y1: number) {
    return new RecordedGradient("linear", [x0, y0, x1, y1]);
  }

  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number) {
    return new RecordedGradient("radial", [x0, y0, r0, x1, y1, r1]);
  }

  drawImage(image: never, ...geometry: number[]) {
    const source = image as ImageSource;
    if (source instanceof RecordedLayer ? source.list.volatile : !this.options.isStill(source)) this.volatile = true;
    this.operations.push(["drawImage", image, ...geometry]);
  }

  translate(x: number, y: number) {
    this.operations.push(["translate", x, y]);
  }
  rotate(angle: number) {
    this.operations.push(["rotate", angle]);
  }
  scale(x: number, y: number) {
    this.operations.push(["scale", x, y]);
  }
  fillRect(x: number, y: number, width: number, height: number) {
    this.operations.push(["fillRect", x, y, width, height]);
  }
  fillText(text: string, x: number, y: number) {
    this.operations.push(["fillText", text, x, y]);
  }
  strokeText(text: string, x: number, y: number) {
    this.operations.push(["strokeText", text, x, y]);
  }
  beginPath() {
    this.operations.push(["beginPath"]);
  }
  rect(x: number, y: number, width: number, height: number) {
    this.operations.push(["rect", x, y, width, height]);
  }
  roundRect(x: number, y: number, width: number, height: number, radius: number) {
    this.operations.push(["roundRect", x, y, width, height, radius]);
  }
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, startAngle: number, endAngle: number) {
    this.operations.push(["ellipse", x, y, radiusX, radiusY, rotation, startAngle, endAngle]);
  }
  fill() {
    this.operations.push(["fill"]);
  }
  stroke() {
    this.operations.push(["stroke"]);
  }
  clip() {
    this.operations.push(["clip"]);
  }
}

type Rect = [x: number, y: number, width: number, height: number];

/** The host's kept copy of a gradient filling the whole target, painted when first asked for. */
function backgroundTile(
  gradient: RecordedGradient,
  rect: Rect,
  background: NonNullable<ReplayTarget["background"]>,
  width: number,
  height: number,
) {
  return background(JSON.stringify([gradient.kind, gradient.geometry, gradient.stops, rect]), width, height, (tile) => {
    tile.fillStyle = gradient.makeOn(tile);
    tile.fillRect(...rect);
  });
}

function sameOperation(a: Operation, b: Operation): boolean {
  return a.length === b.length && a.every((value, index) => sameValue(value, b[index]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof RecordedGradient && b instanceof RecordedGradient)
    return a.kind === b.kind && sameOperation(a.geometry, b.geometry) && sameOperation(a.stops, b.stops);
  if (a instanceof RecordedLayer && b instanceof RecordedLayer)
    return a.width === b.width && a.height === b.height && a.list.drawsTheSameAs(b.list);
  return false;
}
