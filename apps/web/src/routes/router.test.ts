// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { publicRoutes, staffRoutes, userRoutes } from "./route-table";
import { routes } from "./router";
import { screenTitle } from "./ScreenTitle";

type Node = { path?: string; lazy?: unknown; children?: Node[] };
const paths = (nodes: Node[]): string[] =>
  nodes.flatMap((node) => [...(node.lazy && node.path ? [node.path] : []), ...paths(node.children ?? [])]);

test("every screen of the route table has its module in the router", () => {
  const routed = new Set(paths(routes));
  for (const route of [...publicRoutes, ...userRoutes, ...staffRoutes]) expect(routed.has(route.path), route.path).toBe(true);
});

test("names the browser tab after the deepest matched screen", () => {
  const [videos, client] = [
    userRoutes.find((route) => route.path === "videos")!,
    staffRoutes.find((route) => route.path === "prod/clients/:clientId")!,
  ];
  expect(screenTitle([undefined, videos])).toBe(`${videos.title} · Framewise`);
  expect(screenTitle([undefined, { title: "Home" }, client])).toBe(`${client.title} · Framewise`);
  expect(screenTitle([undefined, undefined])).toBe("Framewise");
});

test("gives every screen and page a title: the route table's, and sign-in, home and not-found their own", () => {
  type Titled = Node & { handle?: { title?: unknown }; index?: boolean };
  const untitled = (nodes: Titled[]): string[] =>
    nodes.flatMap((node) => [
      ...(node.lazy && (node.path || node.index) && typeof node.handle?.title !== "string" ? [node.path ?? "(index)"] : []),
      ...untitled((node.children ?? []) as Titled[]),
    ]);
  expect(untitled(routes as Titled[])).toEqual([]);
});
