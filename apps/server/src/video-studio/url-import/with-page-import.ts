import type { Content, Template } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import type { Planner } from "../planner/planner.ts";
import { copyPageMedia, type PageMediaDeps } from "./copy-page-media.ts";
import type { PageFacts } from "./page-facts.ts";
import { readableBrandColors } from "./readable-colors.ts";

/**
 * The page's brand on the video, whoever planned it: its logo in the brand kit (every logo slot
 * wears it; it is never a scene's photo) and its theme colour as the accent, shaded until the
 * template's text on and in it reads (WCAG AA). What the plan set itself comes first.
 */
export function withPageBrand(
  document: Content,
  page: Pick<PageFacts, "logo" | "brandColor">,
  template: Pick<Template, "palette" | "textStyles">,
): Content {
  const { colors: planned, ...kit } = document.brandKit ?? {};
  const logo = kit.logo ?? page.logo ?? undefined;
  const colors = readableBrandColors(template, { ...(page.brandColor ? { accent: page.brandColor } : {}), ...planned });
  const brandKit = { ...kit, ...(logo ? { logo } : {}), ...(Object.keys(colors).length ? { colors } : {}) };
  return Object.keys(brandKit).length ? { ...document, brandKit } : document;
}

/**
 * The planner for web pages: the picked pictures and the logo are copied into the user's library
 * first (the plan names `asset:` sources, never the page's addresses), and the plan then wears the
 * page's brand, readable on its template. Other plans pass through.
 */
export function withPageImport(planner: Planner, deps: PageMediaDeps & { db: Db }): Planner {
  return {
    describe: () => planner.describe(),
    async plan(userId, input, options) {
      if (input.from !== "url") return planner.plan(userId, input, options);
      const copied = await copyPageMedia(deps, userId, input);
      const planned = await planner.plan(userId, { ...input, ...copied }, options);
      // The template was found in the library just before (see createContent's chooseTemplate).
      const template = (await findLibraryDefinition(deps.db, "template", planned.document.templateId))!;
      return { ...planned, document: withPageBrand(planned.document, copied.page, template) };
    },
  };
}
