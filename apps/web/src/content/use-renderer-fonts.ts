import { registerBrowserFonts } from "@framewise/renderer/browser";
import { useQuery } from "@tanstack/react-query";

/**
 * Loads the renderer's fonts once per page: text must not be drawn before they are in, or it
 * would break where the server's render will not. Answers true once drawing can start (also
 * when a font failed to load, so the storyboard still shows, in fallback fonts).
 */
export function useRendererFonts(): boolean {
  const fonts = useQuery({
    queryKey: ["renderer-fonts"],
    queryFn: async () => {
      await registerBrowserFonts((file) => `/fonts/${file}`);
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return !fonts.isPending;
}
