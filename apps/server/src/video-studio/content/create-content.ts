import { CONTENT_VERSION, aspectRatioSchema, contentSchema, type Content } from "@framewise/scene";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { ownedAssetIds } from "../../platform/access/access.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findTemplateId, listLibraryDefinitions } from "../../workspace/library/library-queries.ts";
import { templateForTrade } from "../illustrations/template-for-trade.ts";
import { templateForMood } from "../planner/brief/choose-template.ts";
import { readBrief, type Brief } from "../planner/brief/read-brief.ts";
import { productFactsSchema } from "../planner/plan-from-product.ts";
import type { Planner } from "../planner/planner.ts";
import { pageFactsSchema } from "../url-import/page-facts.ts";
import { insertContent } from "./content-queries.ts";
import type { ContentRow } from "./content-view.ts";

export const createContentBody = z.discriminatedUnion("from", [
  z.strictObject({
    from: z.literal("prompt"),
    prompt: z.string().trim().min(1, "Describe the video first.").max(5000),
    /** Left out: the platform the brief names decides ("TikTok" is 9:16), else 9:16. */
    aspectRatio: aspectRatioSchema.optional(),
    templateId: z.string().min(1).max(64).optional(),
  }),
  z.strictObject({
    from: z.literal("url"),
    /** The page's facts as the user kept and edited them (from `POST /api/v1/url-import`). */
    page: pageFactsSchema,
    /** The pictures the user picked, in the order they want them. */
    images: z
      .array(
        z
          .string()
          .max(2048)
          .regex(/^https?:\/\/\S+$/),
      )
      .max(24),
    aspectRatio: aspectRatioSchema.default("9:16"),
    templateId: z.string().min(1).max(64).optional(),
  }),
  z.strictObject({
    from: z.literal("product"),
    product: productFactsSchema,
    aspectRatio: aspectRatioSchema.default("9:16"),
    templateId: z.string().min(1).max(64).optional(),
  }),
  z.strictObject({
    from: z.literal("template"),
    templateId: z.string().min(1).max(64),
    aspectRatio: aspectRatioSchema.default("9:16"),
    title: z.string().trim().min(1).max(200).optional(),
  }),
]);
export type CreateContentBody = z.infer<typeof createContentBody>;

/** A blank video in a template: an opening title and a closing call to action, ready to edit. */
export function blankDocument(templateId: string, aspectRatio: Content["aspectRatio"], title: string): Content {
  return contentSchema.parse({
    version: CONTENT_VERSION,
    title,
    aspectRatio,
    templateId,
    scenes: [
      { id: "scene-1", layoutId: "title", slots: { headline: { text: title } }, duration: 4 },
      {
        id: "scene-2",
        layoutId: "call-to-action",
        slots: { headline: { text: "Your call to action" }, button: { text: "Learn more" } },
        duration: 4,
      },
    ],
  });
}

/** The template asked for, or the first of the library when none was. */
async function chooseTemplate(db: Db, templateId: string | undefined): Promise<string> {
  const id = await findTemplateId(db, templateId);
  if (!id) throw new DomainError("invalid", "invalid_request", "That template does not exist.", { templateId: "No template has this id." });
  return id;
}

/**
 * A brief's template when the user picked none: the library's first whose music mood suits the
 * brief's tone, else the starter look for the trade its words name (a café Soft, an app Clean).
 */
async function templateForBrief(db: Db, prompt: string, brief: Brief): Promise<string | undefined> {
  const templates = await listLibraryDefinitions(db, "template");
  const byTone = brief.mood ? templateForMood(templates, brief.mood) : undefined;
  return byTone ?? templateForTrade(prompt, new Set(templates.map((template) => template.id)));
}

/** Library photos must be the user's own: another user's asset id is refused like a missing one. */
async function requireOwnAssets(db: Db, userId: string, sources: string[]) {
  const ids = sources.filter((src) => src.startsWith("asset:")).map((src) => src.slice("asset:".length));
  if (!ids.length) return;
  const owned = await ownedAssetIds(db, userId, ids);
  const index = sources.findIndex((src) => src.startsWith("asset:") && !owned.has(src.slice("asset:".length)));
  if (index >= 0)
    throw new DomainError("invalid", "invalid_request", "A photo is not in your asset library.", {
      [`product.photos.${index}`]: "This asset was not found in your library.",
    });
}

/**
 * Starts a video project: from a prompt, a web page's facts or a product (the planner writes the
 * storyboard: the language model when one is configured, else the deterministic planner) or
 * blank in a template. Saved as version 1, recorded in the audit trail as `actor`'s (only the
 * insert is in the transaction: planning can take a while).
 */
export async function createContent(
  db: Db,
  planner: Planner,
  userId: string,
  body: CreateContentBody,
  actor: AuditActor,
): Promise<ContentRow> {
  // A prompt is read as a brief: what it asks (platform, tone) chooses what the user left open.
  const brief = body.from === "prompt" ? readBrief(body.prompt) : undefined;
  const templateId = await chooseTemplate(
    db,
    body.templateId ?? (body.from === "prompt" ? await templateForBrief(db, body.prompt, brief!) : undefined),
  );
  if (body.from === "product") await requireOwnAssets(db, userId, body.product.photos);
  const options = {
    aspectRatio: body.aspectRatio ?? brief?.aspectRatio ?? "9:16",
    templateId,
    ...(brief?.mood ? { mood: brief.mood } : {}),
  };
  const { document: planned, planner: plannedBy } =
    body.from === "template"
      ? { document: blankDocument(templateId, body.aspectRatio, body.title ?? "Untitled video"), planner: null }
      : await planner.plan(userId, body, options);
  // A new video opens on its first scene composed: what a feed shows first, and where a loop returns.
  const document: Content = { ...planned, opening: "composed" };
  return asActor(db, actor, (tx) => insertContent(tx, { userId, title: document.title, document, source: body.from, planner: plannedBy }));
}
