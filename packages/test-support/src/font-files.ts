/**
 * Real font files made at test time from the @fontsource packages, so nothing binary is committed:
 * a TrueType font unpacked from a WOFF, and a copy of it under another family name (a font the
 * renderer does not ship, drawing exactly as one it does).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

/** A file of the given @fontsource package (resolved through its exports, like any import). */
export async function fontsourceFile(file: string): Promise<Buffer> {
  return readFile(createRequire(import.meta.url).resolve(file));
}

/** An sfnt table's checksum: its big-endian 32-bit words summed, the last one zero-padded. */
function tableChecksum(data: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/**
 * The TrueType (or, with flavour "OTTO", the OpenType-labelled) font inside a WOFF 1 file: WOFF
 * is the sfnt's tables, each zlib-compressed, so unpacking them and writing the sfnt table
 * directory gives the font back, with its checksums (browsers' font sanitizers read them).
 */
export function woffToSfnt(woff: Buffer, flavour?: "OTTO"): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compressed, original] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(entry, entry + 4), data: Buffer.from(compressed < original ? inflateSync(stored) : stored) };
  });
  return sfnt(tables, flavour ? Buffer.from(flavour, "latin1").readUInt32BE(0) : woff.readUInt32BE(4));
}

function sfnt(tables: { tag: Buffer; data: Buffer }[], signature: number): Buffer {
  const count = tables.length;
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(signature, 0);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  let headOffset: number | undefined;
  tables.forEach(({ tag, data }, i) => {
    // The head table's whole-font adjustment is left out of its own checksum, as the format says.
    if (tag.toString("latin1") === "head") {
      data.writeUInt32BE(0, 8);
      headOffset = offset;
    }
    tag.copy(header, 12 + i * 16);
    header.writeUInt32BE(tableChecksum(data), 12 + i * 16 + 4);
    header.writeUInt32BE(offset, 12 + i * 16 + 8);
    header.writeUInt32BE(data.length, 12 + i * 16 + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  if (headOffset !== undefined) font.writeUInt32BE((0xb1b0afba - tableChecksum(font)) >>> 0, headOffset + 8);
  return font;
}

/**
 * A TrueType copy of a @fontsource WOFF whose name table says `to` wherever it said `from` (the
 * same length, in the Macintosh and Windows encodings): the same glyphs under a family the
 * renderer does not ship.
 */
export async function renamedFont(woffModule: string, from: string, to: string): Promise<Buffer> {
  if (from.length !== to.length) throw new Error("the new family name must be as long as the old");
  const font = woffToSfnt(await fontsourceFile(woffModule));
  const count = font.readUInt16BE(4);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 12 + i * 16;
    const tag = font.subarray(entry, entry + 4);
    const data = Buffer.from(font.subarray(font.readUInt32BE(entry + 8), font.readUInt32BE(entry + 8) + font.readUInt32BE(entry + 12)));
    if (tag.toString("latin1") === "name")
      for (const [old, next] of [
        [Buffer.from(from, "latin1"), Buffer.from(to, "latin1")],
        [Buffer.from(from, "utf16le").swap16(), Buffer.from(to, "utf16le").swap16()],
      ] as const)
        for (let at = data.indexOf(old); at !== -1; at = data.indexOf(old, at + old.length)) next.copy(data, at);
    return { tag: Buffer.from(tag), data };
  });
  return sfnt(tables, font.readUInt32BE(0));
}
