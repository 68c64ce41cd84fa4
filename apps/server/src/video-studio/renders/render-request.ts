import {
  validateContent,
  validateLayout,
  validateTemplate,
  type Content,
  type Layout,
  type Template,
  type ValidationError,
} from "@framewise/scene";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { templateFontProblems } from "../../workspace/library-fonts/check-template-fonts.ts";

export interface RenderDocument {
  content: Content;
  template: Template;
  layouts: Layout[];
}

const envelope = z.strictObject({
  content: z.unknown(),
  template: z.unknown(),
  layouts: z.array(z.unknown()).min(1).max(100),
  /** Below 1 renders a smaller preview (0.25 is 270×480 for 9:16). */
  scale: z.number().min(0.1).max(1).default(1),
});

/**
 * A render request: the document with its template and layouts, each strictly validated. Every
 * problem is answered with its JSON path (`/content/scenes/1/duration`), nothing is rendered.
 */
export function parseRenderRequest(body: unknown): { document: RenderDocument; scale: number } {
  const outer = envelope.safeParse(body);
  if (!outer.success)
    throw new DomainError(
      "invalid",
      "invalid_request",
      "The request needs content, template and layouts.",
      Object.fromEntries(outer.error.issues.map((i) => [`/${i.path.join("/")}`, i.message])),
    );
  const fields: Record<string, string> = {};
  const collect = (prefix: string, errors: ValidationError[]) =>
    errors.forEach((error) => (fields[`${prefix}${error.path}`] ??= error.message));
  const content = validateContent(outer.data.content);
  if (!content.ok) collect("/content", content.errors);
  const template = validateTemplate(outer.data.template);
  if (!template.ok) collect("/template", template.errors);
  const layouts: Layout[] = [];
  outer.data.layouts.forEach((input, index) => {
    const layout = validateLayout(input);
    if (layout.ok) layouts.push(layout.value);
    else collect(`/layouts/${index}`, layout.errors);
  });
  // Read from the raw scenes, so a missing layout is reported beside the document's other problems.
  const known = new Set(layouts.map((layout) => layout.id));
  const scenes = (outer.data.content as { scenes?: unknown } | null)?.scenes;
  (Array.isArray(scenes) ? scenes : []).forEach((scene: unknown, index) => {
    const layoutId = (scene as { layoutId?: unknown } | null)?.layoutId;
    if (typeof layoutId === "string" && !known.has(layoutId))
      fields[`/content/scenes/${index}/layoutId`] ??= `no layout "${layoutId}" was sent`;
  });
  if (!content.ok || !template.ok || Object.keys(fields).length)
    throw new DomainError("invalid", "invalid_document", "The document is not valid: see fields.", fields);
  return { document: { content: content.value, template: template.value, layouts }, scale: outer.data.scale };
}

/** The document's library fonts checked against the store before it is queued: 400 at `/template/fontFiles…`. */
export async function checkDocumentFonts(db: Db, template: Template): Promise<void> {
  const problems = await templateFontProblems(db, template);
  if (problems.length)
    throw new DomainError(
      "invalid",
      "invalid_document",
      "The document is not valid: see fields.",
      Object.fromEntries(problems.map((problem) => [`/template${problem.path}`, problem.message])),
    );
}
