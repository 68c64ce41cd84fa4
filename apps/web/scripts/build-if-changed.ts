/**
 * Builds the web app only when something it is built from changed since the last build, so a
 * restart of `npm start` serves in seconds. The fingerprint covers the app's own sources, the
 * packages it imports, its build configuration and the lock file (a changed dependency).
 * `npm run build` always builds.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const inputs = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/postcss.config.cjs",
  "apps/web/package.json",
  "apps/web/scripts/precompress.ts",
  "packages/contracts/src",
  "packages/scene/src",
  "packages/renderer/src",
  "package-lock.json",
];
const stampFile = path.join(root, "apps/web/dist/.source-fingerprint");

async function filesOf(entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const found = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (!found) return [full];
  return found.filter((dirent) => dirent.isFile()).map((dirent) => path.join(dirent.parentPath, dirent.name));
}

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  const files = (await Promise.all(inputs.map(filesOf))).flat().sort();
  for (const file of files) {
    // Test files do not reach the bundle; leaving them out keeps a test edit from rebuilding.
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(path.relative(root, file)).update("\0");
    hash.update((await readFile(file).catch(() => Buffer.alloc(0))) as Uint8Array).update("\0");
  }
  return hash.digest("hex");
}

const current = await fingerprint();
const built = await readFile(stampFile, "utf8").catch(() => "");
if (built.trim() === current) {
  console.log("Web app is up to date: nothing changed since its last build.");
} else {
  execFileSync("npm", ["run", "build", "--workspace", "@framewise/web"], { cwd: root, stdio: "inherit" });
  await writeFile(stampFile, `${current}\n`);
}
