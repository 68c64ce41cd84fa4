import { registerBrowserFonts } from "@framewise/renderer/browser";
import { queryOptions, useQuery } from "@tanstack/react-query";

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

/**
 * Loads the renderer's fonts once per page: text must not be drawn before they are in, or it
 * would break where the server's render will not. Answers true once drawing can start (also
 * when a font failed to load, so the storyboard still shows, in fallback fonts).
 */
export function useRendererFonts(): boolean {
  const fonts = useQuery(rendererFontsQuery);
  return !fonts.isPending;
}
