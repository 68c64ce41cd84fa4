// Folder cycles: folders of a source tree whose files import each other's in a circle, which the
// floors' zones (boundaries.ts) cannot see inside one area. Runtime imports only (`import type`
// is left out, as it leaves nothing at run time); a folder's imports of its own ancestors or
// descendants are not an edge. apps/server/test/lint-boundaries.test.ts keeps both apps at none.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.test\.tsx?$|\.d\.ts$/;
const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+["'](\.[^'"]+)["']/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(at);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [at] : [];
  });
}

/** Which folder imports which, by path from `root`; nesting is not an edge. */
function folderEdges(root: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, path.dirname(file));
    for (const [, typeOnly, target] of readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)) {
      if (typeOnly) continue;
      const to = path.relative(root, path.dirname(path.resolve(path.dirname(file), target!)));
      const nested = from === to || to.startsWith(`${from}/`) || from.startsWith(`${to}/`) || !from || !to;
      if (!nested) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The folder knots under `root` (strongly connected components of two or more, Tarjan's), largest first. */
export function folderCycles(root: string): string[][] {
  const edges = folderEdges(root);
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const knots: string[][] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    lowest.set(folder, order.get(folder)!);
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) lowest.set(folder, Math.min(lowest.get(folder)!, lowest.get(next)!));
    }
    if (lowest.get(folder) !== order.get(folder)) return;
    const knot = stack.splice(stack.indexOf(folder));
    if (knot.length > 1) knots.push(knot.sort());
  };
  for (const folder of edges.keys()) if (!order.has(folder)) visit(folder);
  return knots.sort((a, b) => b.length - a.length);
}
