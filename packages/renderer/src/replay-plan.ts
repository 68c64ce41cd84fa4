import type { ImageSource } from "./canvas.ts";

/** A rectangle in the target's pixels: left, top, right, bottom. */
type Box = [number, number, number, number];
/** The current transform, as a canvas keeps it: [a, b, c, d, e, f]. */
type Matrix = [number, number, number, number, number, number];

/** How far, in pixels, an edge may fall short of the target's and still cover it: float noise only. */
const EDGE_SLACK = 1e-6;

/** Colours the renderer writes with no transparency: #rgb, #rrggbb, or #rrggbbff. */
const OPAQUE_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{6}ff)$/i;

/** A gradient as recorded (RecordedGradient): its colour stops, offset then colour. */
export interface GradientLike {
  stops: readonly (number | string)[];
}

const isGradient = (style: unknown): style is GradientLike =>
  typeof style === "object" && style !== null && Array.isArray((style as GradientLike).stops);

export interface ReplayPlan {
  /**
   * The index of the last call that paints every pixel with an opaque image (a full-frame photo
   * or clip), or -1: nothing drawn before it can show, so its draws may be left out.
   */
  hiddenBefore: number;
  /**
   * `fillRect` calls that fill the whole target with an opaque gradient under no transform (a
   * template's background), with that gradient: the same pixels every frame, which a host can
   * keep and copy.
   */
  backgroundFills: Map<number, GradientLike>;
}

/**
 * Walks a frame's recorded calls once, following the transform, `globalAlpha`, `fillStyle` and
 * rectangular clips through save and restore, to find what a replay onto a `width`×`height`
 * target may leave out or take from a copy. Anything it cannot be sure of (rotations, rounded or
 * elliptic clips, fades, a source rectangle past an image's edge, colours it cannot read) counts
 * against it.
 */
export function planReplay(
  operations: readonly unknown[][],
  width: number,
  height: number,
  isOpaque: (image: ImageSource) => boolean,
): ReplayPlan {
  const covers = ([left, top, right, bottom]: Box) =>
    left <= EDGE_SLACK && top <= EDGE_SLACK && right >= width - EDGE_SLACK && bottom >= height - EDGE_SLACK;
  let state = { matrix: [1, 0, 0, 1, 0, 0] as Matrix, alpha: 1, fill: undefined as unknown, clipCovers: true };
  const saved: (typeof state)[] = [];
  // The path's rectangles in target pixels; null once it holds any other shape.
  let path: Box[] | null = [];
  const plan: ReplayPlan = { hiddenBefore: -1, backgroundFills: new Map() };
  operations.forEach(([name, ...args], index) => {
    const numbers = args as number[];
    switch (name) {
      case "save":
        saved.push(state);
        state = { ...state };
        break;
      case "restore":
        state = saved.pop() ?? state;
        break;
      case "=":
        if (args[0] === "globalAlpha") state.alpha = args[1] as number;
        else if (args[0] === "fillStyle") state.fill = args[1];
        break;
      case "translate":
        state.matrix = translated(state.matrix, numbers[0]!, numbers[1]!);
        break;
      case "scale":
        state.matrix = scaled(state.matrix, numbers[0]!, numbers[1]!);
        break;
      case "rotate":
        state.matrix = rotated(state.matrix, numbers[0]!);
        break;
      case "beginPath":
        path = [];
        break;
      case "rect":
      case "roundRect": {
        const box = name === "rect" || numbers[4] === 0 ? boxOf(state.matrix, numbers[0]!, numbers[1]!, numbers[2]!, numbers[3]!) : null;
        path = box && path ? [...path, box] : null;
        break;
      }
      case "ellipse":
        path = null;
        break;
      case "clip":
        state.clipCovers &&= path !== null && path.some(covers);
        break;
      case "fillRect": {
        const box = boxOf(state.matrix, numbers[0]!, numbers[1]!, numbers[2]!, numbers[3]!);
        const fill = state.fill;
        const opaqueGradient = isGradient(fill) && fill.stops.every((stop) => typeof stop === "number" || OPAQUE_COLOR.test(stop));
        if (state.alpha === 1 && state.clipCovers && isIdentity(state.matrix) && opaqueGradient && box && covers(box))
          plan.backgroundFills.set(index, fill);
        break;
      }
      case "drawImage": {
        const [image, sx, sy, sw, sh, dx, dy, dw, dh] = args as [
          ImageSource,
          number,
          number,
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        const wholeSource = sx >= 0 && sy >= 0 && sx + sw <= image.width && sy + sh <= image.height;
        const box = boxOf(state.matrix, dx, dy, dw, dh);
        if (state.alpha === 1 && state.clipCovers && wholeSource && box && covers(box) && isOpaque(image)) plan.hiddenBefore = index;
        break;
      }
    }
  });
  return plan;
}

/** The rectangle in target pixels, or null when the transform turns it off the axes. */
function boxOf([a, b, c, d, e, f]: Matrix, x: number, y: number, w: number, h: number): Box | null {
  if (b !== 0 || c !== 0) return null;
  const [x0, x1, y0, y1] = [a * x + e, a * (x + w) + e, d * y + f, d * (y + h) + f];
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

const isIdentity = ([a, b, c, d, e, f]: Matrix) => a === 1 && b === 0 && c === 0 && d === 1 && e === 0 && f === 0;
const translated = ([a, b, c, d, e, f]: Matrix, x: number, y: number): Matrix => [a, b, c, d, a * x + c * y + e, b * x + d * y + f];
const scaled = ([a, b, c, d, e, f]: Matrix, x: number, y: number): Matrix => [a * x, b * x, c * y, d * y, e, f];

function rotated([a, b, c, d, e, f]: Matrix, angle: number): Matrix {
  if (angle === 0) return [a, b, c, d, e, f];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return [a * cos + c * sin, b * cos + d * sin, c * cos - a * sin, d * cos - b * sin, e, f];
}
