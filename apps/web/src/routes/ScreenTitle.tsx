import { useDocumentTitle } from "@mantine/hooks";
import { Outlet, useMatches } from "react-router";

/** What a route's `handle` carries: the screen's name (the route table's title, or a page's own). */
export interface TitledRoute {
  title: string;
}

const isTitled = (handle: unknown): handle is TitledRoute =>
  typeof handle === "object" && handle !== null && typeof (handle as TitledRoute).title === "string";

/** The browser tab's name for the routes matched: the deepest screen's title, "Videos · Framewise". */
export function screenTitle(handles: unknown[]): string {
  const screen = handles.filter(isTitled).at(-1);
  return screen ? `${screen.title} · Framewise` : "Framewise";
}

/** Names the browser tab (and its history entry) after the screen, so each tab and bookmark says what it is. */
export function ScreenTitle() {
  const matches = useMatches();
  useDocumentTitle(screenTitle(matches.map((match) => match.handle)));
  return <Outlet />;
}
