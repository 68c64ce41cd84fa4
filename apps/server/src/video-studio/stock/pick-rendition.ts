/** One encoding of a clip a service offers. */
export interface Rendition {
  url: string;
  width: number;
  height: number;
}

/** Videos are made at most 1080 pixels on their short side: more only costs bytes and decoding time. */
const TARGET_SHORT_SIDE = 1080;

/**
 * The rendition to copy: the smallest whose short side reaches 1080 pixels, else the largest
 * there is (an old clip may be smaller). Undefined when there is none.
 */
export function pickRendition(renditions: Rendition[]): Rendition | undefined {
  const short = (rendition: Rendition) => Math.min(rendition.width, rendition.height);
  const bySize = renditions.filter((rendition) => rendition.url).sort((a, b) => short(a) - short(b));
  return bySize.find((rendition) => short(rendition) >= TARGET_SHORT_SIDE) ?? bySize.at(-1);
}
