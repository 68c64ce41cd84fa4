import { crc32 } from "node:zlib";

const SIGNATURE_LENGTH = 8;
/** The IHDR chunk: length, type, 13 bytes of data, CRC. */
const HEADER_CHUNK_LENGTH = 4 + 4 + 13 + 4;

/**
 * A PNG with a `tEXt` chunk (Latin-1 keyword and text) right after its header, so the file itself
 * says where it comes from (`Software`, `Description`…) in any viewer that shows metadata.
 */
export function withPngText(png: Uint8Array, keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0]), Buffer.from(text, "latin1")]);
  const type = Buffer.from("tEXt", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const at = SIGNATURE_LENGTH + HEADER_CHUNK_LENGTH;
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  return Buffer.concat([bytes.subarray(0, at), length, type, data, crc, bytes.subarray(at)]);
}

/** The `tEXt` entries of a PNG, by keyword. */
export function readPngText(png: Uint8Array): Record<string, string> {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  const entries: Record<string, string> = {};
  for (let at = SIGNATURE_LENGTH; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    if (type === "tEXt") {
      const data = bytes.subarray(at + 8, at + 8 + length);
      const zero = data.indexOf(0);
      entries[data.toString("latin1", 0, zero)] = data.toString("latin1", zero + 1);
    }
    at += 12 + length;
  }
  return entries;
}
