import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { layoutsQuery, templatesQuery } from "./content-api";
import { libraryFontsQuery } from "./library-fonts";
import { rendererFontsQuery } from "./use-renderer-fonts";

/**
 * Warms what the editor needs (its code, the template and layout library, the renderer's and the
 * library's fonts) while someone fills in a create form, so the storyboard opens drawn the moment
 * the plan is back.
 */
export function usePrefetchEditor() {
  const client = useQueryClient();
  useEffect(() => {
    void import("./EditorPage");
    void client.prefetchQuery(templatesQuery);
    void client.prefetchQuery(layoutsQuery);
    void client.prefetchQuery(rendererFontsQuery);
    void client.prefetchQuery(libraryFontsQuery);
  }, [client]);
}
