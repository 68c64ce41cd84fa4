import { registerBrowserFonts } from "@framewise/renderer/browser";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { libraryFontsQuery } from "./library-fonts";

/** The renderer's fonts, registered once per page; prefetched by the create screens. */
export const rendererFontsQuery = queryOptions({
  queryKey: ["renderer-fonts"],
  queryFn: async () => {
    await registerBrowserFonts((file) => `/fonts/${file}`);
    return true;
  },
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

function subscribeToFontLoading(onChange: () => void) {
  const events = ["loading", "loadingdone", "loadingerror"] as const;
  for (const event of events) document.fonts.addEventListener(event, onChange);
  return () => {
    for (const event of events) document.fonts.removeEventListener(event, onChange);
  };
}

const noFontLoading = () => document.fonts.status === "loaded";

/**
 * Loads the renderer's fonts once per page: text must not be drawn before they are in, or it
 * would break where the server's render will not. Answers true once drawing can start (also
 * when a font failed to load, so the storyboard still shows, in fallback fonts). The library's
 * fonts are declared first (none when the list cannot be read). Those and the fonts for other
 * scripts and emoji are fetched when text first needs them: the answer turns false while they
 * load and true again when they are in, so the picture is drawn again with them.
 */
export function useRendererFonts(): boolean {
  const fonts = useQuery(rendererFontsQuery);
  const library = useQuery(libraryFontsQuery);
  const settled = useSyncExternalStore(subscribeToFontLoading, noFontLoading);
  return !fonts.isPending && !library.isPending && settled;
}
