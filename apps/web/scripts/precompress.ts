/**
 * Writes Brotli (.br) and gzip (.gz) copies beside every built script and style sheet, once at
 * build time, so the server sends compressed files without compressing per request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const hashedDir = fileURLToPath(new URL("../dist/_app", import.meta.url));
let before = 0;
let after = 0;
for (const name of await readdir(hashedDir)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const file = path.join(hashedDir, name);
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  after += brotli.length;
}
console.log(`precompressed: ${Math.round(before / 1024)} KiB of scripts and styles → ${Math.round(after / 1024)} KiB Brotli`);
