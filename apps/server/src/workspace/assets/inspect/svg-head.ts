import { open } from "node:fs/promises";

/**
 * How much of a file is read to find `<svg`. Editors put a generator comment and a DOCTYPE with
 * entity declarations before it (Illustrator's run to a few hundred bytes); 16 KB is ample.
 */
const HEAD_BYTES = 16 * 1024;

/** What may come before the root element: declarations, processing instructions, comments, a DOCTYPE. */
const PROLOG_PARTS = [
  /^\s+/,
  /^<\?[\s\S]*?\?>/, // <?xml …?> and <?xml-stylesheet …?>
  /^<!--[\s\S]*?-->/,
  /^<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, // an internal subset [ … ] may hold '>' characters
];

/**
 * Whether a text starts like an SVG document: an optional byte-order mark and prolog, then an
 * `<svg` root. file-type does not detect SVG (it is text), so this is our own sniffing; anything
 * else XML-shaped is not an image.
 */
export function looksLikeSvg(head: string): boolean {
  let rest = head.startsWith("\uFEFF") ? head.slice(1) : head;
  for (let progress = true; progress;) {
    progress = false;
    for (const part of PROLOG_PARTS) {
      const match = part.exec(rest);
      if (match && match[0].length > 0) {
        rest = rest.slice(match[0].length);
        progress = true;
      }
    }
  }
  return /^<svg[\s/>]/.test(rest);
}

/** Whether a file starts like an SVG document (UTF-8; see looksLikeSvg). */
export async function isSvgFile(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return looksLikeSvg(buffer.subarray(0, bytesRead).toString("utf8"));
  } finally {
    await handle.close();
  }
}
