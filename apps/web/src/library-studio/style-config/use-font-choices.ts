import type { ComboboxItemGroup } from "@mantine/core";
import type { Asset } from "@framewise/contracts";
import type { LibraryFontRef } from "@framewise/scene";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAssetList } from "../../workspace/assets/asset-api";
import { libraryFontsQuery } from "../../video-studio/content/library-fonts";
import { SHIPPED_FONTS } from "./template-fonts";

export interface FontChoices {
  /** The families to pick from: the renderer's, the library's, then the staff member's uploads in neither. */
  groups: ComboboxItemGroup<string>[];
  /** The library's fonts; undefined until read (or when they cannot be). */
  library: LibraryFontRef[] | undefined;
  /** The staff member's ready font files of each uploaded family: added to the library when the family is chosen. */
  uploads: ReadonlyMap<string, Asset[]>;
}

/** The staff member's ready uploaded fonts (first page) of each family neither the renderer nor the library has. */
function useUploadedFamilies(library: LibraryFontRef[] | undefined): ReadonlyMap<string, Asset[]> {
  const list = useAssetList({ kinds: ["font"], sort: "name" });
  return useMemo(() => {
    const held = new Set([...SHIPPED_FONTS.keys(), ...(library ?? []).map((font) => font.family)]);
    const families = new Map<string, Asset[]>();
    for (const asset of list.data?.pages.flatMap((page) => page.data) ?? [])
      if (asset.status === "ready" && asset.font_family && !held.has(asset.font_family))
        families.set(asset.font_family, [...(families.get(asset.font_family) ?? []), asset]);
    return families;
  }, [list.data, library]);
}

/** The font families to choose from, grouped, with what choosing an uploaded one needs. */
export function useFontChoices(): FontChoices {
  const library = useQuery(libraryFontsQuery).data;
  const uploads = useUploadedFamilies(library);
  return useMemo(() => {
    const inLibrary = [...new Set((library ?? []).map((font) => font.family))];
    const groups = [
      { group: "Shipped with the renderer", items: [...SHIPPED_FONTS.keys()] },
      { group: "In the library", items: inLibrary },
      { group: "Your uploaded fonts", items: [...uploads.keys()] },
    ].filter((group) => group.items.length);
    return { groups, library, uploads };
  }, [library, uploads]);
}

/** `groups` with `family` added when it is in none of them (typed into imported JSON), so the picker still shows it. */
export const withFamily = (groups: ComboboxItemGroup<string>[], family: string): ComboboxItemGroup<string>[] =>
  groups.some((group) => group.items.includes(family)) ? groups : [...groups, { group: "In this template", items: [family] }];
