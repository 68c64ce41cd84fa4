import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolveWithoutRereading } from "./module-loading.ts";

describe("resolving modules without Node's walk through package.json", () => {
  let root: string;
  const file = (...parts: string[]) => pathToFileURL(path.join(root, ...parts)).href;
  const context = (parentURL: string) => ({ parentURL, conditions: ["node", "import"], importAttributes: {} });
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "framewise-resolve-"));
    for (const [name, type] of [
      ["esm", "module"],
      ["cjs", "commonjs"],
    ] as const) {
      await mkdir(path.join(root, "node_modules", name, "lib"), { recursive: true });
      await writeFile(path.join(root, "node_modules", name, "package.json"), JSON.stringify({ name, type }));
      for (const module of ["index.js", "lib/part.js"]) await writeFile(path.join(root, "node_modules", name, module), "");
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("answers a relative import inside an ES module package itself, as an ES module", () => {
    const next = vi.fn();
    const resolved = resolveWithoutRereading("./lib/part.js", context(file("node_modules/esm/index.js")), next);
    expect(resolved).toEqual({ url: file("node_modules/esm/lib/part.js"), format: "module", shortCircuit: true });
    expect(next).not.toHaveBeenCalled();
  });

  it("leaves Node to resolve a CommonJS package's files, and files that are not there", () => {
    const next = vi.fn(() => ({ url: "file:///resolved-by-node.js" }));
    resolveWithoutRereading("./lib/part.js", context(file("node_modules/cjs/index.js")), next);
    resolveWithoutRereading("./lib/missing.js", context(file("node_modules/esm/index.js")), next);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it("resolves a package name once for every file that sees the same package.json and node_modules folders", async () => {
    await mkdir(path.join(root, "app", "vendor", "node_modules"), { recursive: true });
    await writeFile(path.join(root, "app", "package.json"), JSON.stringify({ name: "app", type: "module" }));
    const next = vi.fn(() => ({ url: file("node_modules/esm/index.js"), format: "module" }));
    const first = resolveWithoutRereading("esm", context(file("app/a.ts")), next);
    const again = resolveWithoutRereading("esm", context(file("app/src/deep/b.ts")), next);
    expect(again).toEqual(first);
    expect(next).toHaveBeenCalledTimes(1);
    resolveWithoutRereading("esm", context(file("app/vendor/c.ts")), next);
    expect(next).toHaveBeenCalledTimes(2);
  });
});
