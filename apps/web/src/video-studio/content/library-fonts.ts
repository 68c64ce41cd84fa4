import { declareLibraryFonts } from "@framewise/renderer/browser";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";

/** A font of the library's store (`GET /api/v1/library-fonts`): uploaded by staff, named by templates' `fontFiles`. */
export interface LibraryFont {
  id: string;
  family: string;
  weight: number;
  bytes: number;
  file_url: string;
  created_at: string;
}

/** A library font's file, by its id alone: all a template's `fontFiles` entry has. */
export const libraryFontUrl = (id: string) => `/api/v1/library-fonts/${id}/file`;

/**
 * The library's fonts, declared in the page as each list arrives (so a font added later is
 * declared when the list is read again). Declared, not loaded: a file is fetched when a preview
 * first draws text in its family, and a page that draws none fetches none.
 */
export const libraryFontsQuery = queryOptions({
  queryKey: ["library-fonts"],
  queryFn: async () => {
    const fonts = (await apiRequest<{ data: LibraryFont[] }>("/api/v1/library-fonts")).data;
    declareLibraryFonts(fonts, libraryFontUrl);
    return fonts;
  },
  staleTime: 60_000,
  // Previews wait for this list: a refusal (signed out) or failure means no library fonts, not a retry.
  retry: false,
});
