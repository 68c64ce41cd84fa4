import type { LibraryKind } from "@framewise/contracts";
import { useParams } from "react-router";
import { useLibraryItem, type StudioItem } from "../studio/studio-api";
import type { Back } from "./EditorChrome";

/**
 * The item named by the route's `:<kind>Id` and the published library it is previewed with
 * (templates for a layout, layouts for a template): `loaded` once both are, else the error if any.
 */
export function useAnimationItem<Kind extends LibraryKind, Library>(kind: Kind, library: { data?: Library; error: Error | null }) {
  const id = useParams()[`${kind}Id`] ?? "";
  const item = useLibraryItem(kind, id);
  const back: Back = { to: `/${kind}s-pipeline/${encodeURIComponent(id)}`, label: `The ${kind}'s page` };
  const loaded: { item: StudioItem<Kind>; library: Library } | null =
    item.data && library.data ? { item: item.data, library: library.data } : null;
  return { id, loaded, error: item.error ?? library.error, back };
}
