import type { Layout, Template } from "@framewise/scene";
import type { VideoLibrary } from "./library-pins-api";

/**
 * The library a video's editor draws with: the published templates and layouts, with the
 * versions the video is pinned to in their place (a pinned template since retired is added, so
 * the video still opens). Pure.
 */
export function pinnedLibrary(
  templates: Template[],
  layouts: Record<string, Layout>,
  pinned: Pick<VideoLibrary, "template" | "layouts">,
): { templates: Template[]; layouts: Record<string, Layout> } {
  const mine = pinned.template;
  const withPinned = mine
    ? templates.some((template) => template.id === mine.id)
      ? templates.map((template) => (template.id === mine.id ? mine : template))
      : [...templates, mine]
    : templates;
  return {
    templates: withPinned,
    layouts: { ...layouts, ...Object.fromEntries(pinned.layouts.map((layout) => [layout.id, layout])) },
  };
}
