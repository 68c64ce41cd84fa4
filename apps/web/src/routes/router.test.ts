// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { publicRoutes, staffRoutes, userRoutes } from "./route-table";
import { routes } from "./router";

type Node = { path?: string; lazy?: unknown; children?: Node[] };
const paths = (nodes: Node[]): string[] =>
  nodes.flatMap((node) => [...(node.lazy && node.path ? [node.path] : []), ...paths(node.children ?? [])]);

test("every screen of the route table has its module in the router", () => {
  const routed = new Set(paths(routes));
  for (const route of [...publicRoutes, ...userRoutes, ...staffRoutes]) expect(routed.has(route.path), route.path).toBe(true);
});
