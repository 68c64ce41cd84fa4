/**
 * Writes Brotli (.br) and gzip (.gz) copies beside every built script and style sheet, once at
 * build time, so the server sends compressed files without compressing per request. The files are
 * compressed at once on libuv's threads: Brotli's best quality is seconds of CPU a megabyte, and
 * one after another they held a first `npm start` for as long on a single core.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const hashedDir = fileURLToPath(new URL("../dist/_app", import.meta.url));
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function precompress(file: string): Promise<{ before: number; after: number }> {
  const content = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    toBrotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    toGzip(content, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipped);
  return { before: content.length, after: brotli.length };
}

const names = (await readdir(hashedDir)).filter((name) => /\.(js|css)$/.test(name));
const sizes = await Promise.all(names.map((name) => precompress(path.join(hashedDir, name))));
const before = sizes.reduce((sum, size) => sum + size.before, 0);
const after = sizes.reduce((sum, size) => sum + size.after, 0);
console.log(`precompressed: ${Math.round(before / 1024)} KiB of scripts and styles → ${Math.round(after / 1024)} KiB Brotli`);
