import { randomUUID } from "node:crypto";
import type { Content } from "@framewise/scene";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { content, render } from "../../platform/db/schema.ts";
import { renderNumber, type NumberedRenderRow, type RenderRow } from "../renders/render-queries.ts";
import type { ContentRow } from "./content-view.ts";
import { mergedPinsSql, publishedPins, usedLibraryIds } from "./library-pins-queries.ts";

/** What a new project is made of: its version, sharing and dates start at their defaults; pins default to what is published. */
export type NewContent = Pick<typeof content.$inferInsert, "userId" | "title" | "document" | "source" | "planner" | "libraryPins">;

/** Stores a new project under a fresh id, pinned to the library versions published now; answers it as saved. */
export async function insertContent(db: Db, values: NewContent): Promise<ContentRow> {
  const libraryPins = values.libraryPins ?? (await publishedPins(db, usedLibraryIds(values.document)));
  const [row] = await db
    .insert(content)
    .values({ id: randomUUID(), ...values, libraryPins })
    .returning();
  return row!;
}

/**
 * Writes `document` (and its title) over the project `id` and raises its version, in one
 * conditional UPDATE that only applies while the project is still at `baseVersion`: answers the
 * saved project, or undefined when another save came first. A template or layout it newly uses is
 * pinned to its published version; the others keep theirs.
 */
export async function saveContentVersion(db: Db, id: string, baseVersion: number, document: Content): Promise<ContentRow | undefined> {
  const ids = usedLibraryIds(document);
  const libraryPins = mergedPinsSql(ids, await publishedPins(db, ids));
  const [saved] = await db
    .update(content)
    .set({ document, title: document.title, version: sql`${content.version} + 1`, updatedAt: new Date(), libraryPins })
    .where(and(eq(content.id, id), eq(content.version, baseVersion)))
    .returning();
  return saved;
}

/** The project `id`'s current version, or undefined when there is no such project. */
export async function findContentVersion(db: Db, id: string): Promise<number | undefined> {
  const [current] = await db.select({ version: content.version }).from(content).where(eq(content.id, id));
  return current?.version;
}

/** Turns the public watch page (and its downloads) on or off; answers the project as saved. */
export async function setContentSharing(db: Db, id: string, share: { shared: boolean; allowDownload: boolean }): Promise<ContentRow> {
  const [updated] = await db.update(content).set(share).where(eq(content.id, id)).returning();
  return updated!;
}

/** Deletes a project; its renders stay in the user's history (their project link is cleared). */
export async function deleteContentById(db: Db, id: string): Promise<void> {
  await db.delete(content).where(eq(content.id, id));
}

/** The project `id` while its owner shares it, or undefined. */
export async function findSharedContent(db: Db, id: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.shared, true)));
  return row;
}

/** A project's renders (its versions), newest first, numbered. */
export async function findContentRenders(db: Db, contentId: string): Promise<NumberedRenderRow[]> {
  return db
    .select({ ...getTableColumns(render), number: renderNumber })
    .from(render)
    .where(eq(render.contentId, contentId))
    .orderBy(desc(render.createdAt));
}

/** A project's newest finished render, or undefined when none has finished. */
export async function findNewestDoneRender(db: Db, contentId: string): Promise<RenderRow | undefined> {
  const [latest] = await db
    .select()
    .from(render)
    .where(and(eq(render.contentId, contentId), eq(render.status, "done")))
    .orderBy(desc(render.createdAt))
    .limit(1);
  return latest;
}
