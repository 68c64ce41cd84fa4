import sharp from "sharp";

/** A PNG of the given size in one colour. */
export const png = (width = 64, height = 48, colour = "#f97316") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .jpeg()
    .toBuffer();

/**
 * A PNG whose header declares `width`×`height` but whose pixel data is a few bytes: what a
 * decompression bomb looks like to a decoder that trusts the header.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const small = await png(1, 1);
  const header = Buffer.from(small);
  // IHDR's width and height follow the 8-byte signature, the chunk length and type (16 bytes in).
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  const { crc32 } = await import("node:zlib");
  header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
  return header;
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><script>alert(document.cookie)</script><rect width="120" height="80" fill="#7c3aed"/></svg>`,
);
