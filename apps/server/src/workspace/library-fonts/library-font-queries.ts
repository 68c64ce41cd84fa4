import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { libraryFont } from "../../platform/db/library-studio-schema.ts";

export type LibraryFontRow = typeof libraryFont.$inferSelect;

/** The new row, or undefined when another has its file, or its family and weight, already (a race between two adds). */
export async function insertLibraryFont(db: Db, values: typeof libraryFont.$inferInsert): Promise<LibraryFontRow | undefined> {
  const [row] = await db.insert(libraryFont).values(values).onConflictDoNothing().returning();
  return row;
}

const familyIs = (family: string) => sql`lower(${libraryFont.family}) = lower(${family})`;

/** The font with this file, or the one holding its family (in any case) and weight: at most one each. */
export function findLibraryFontsLike(db: Db, face: { sha256: string; family: string; weight: number }): Promise<LibraryFontRow[]> {
  return db
    .select()
    .from(libraryFont)
    .where(or(eq(libraryFont.sha256, face.sha256), and(familyIs(face.family), eq(libraryFont.weight, face.weight))));
}

/** Every font of these families (in any case). */
export function findLibraryFontsOf(db: Db, families: string[]): Promise<LibraryFontRow[]> {
  return families.length
    ? db
        .select()
        .from(libraryFont)
        .where(or(...families.map(familyIs)))
    : Promise.resolve([]);
}

export function listLibraryFonts(db: Db): Promise<LibraryFontRow[]> {
  return db.select().from(libraryFont).orderBy(asc(libraryFont.family), asc(libraryFont.weight));
}

export async function countLibraryFonts(db: Db): Promise<number> {
  const [row] = await db.select({ fonts: count() }).from(libraryFont);
  return row?.fonts ?? 0;
}

export async function findLibraryFont(db: Db, id: string): Promise<LibraryFontRow | undefined> {
  const [row] = await db.select().from(libraryFont).where(eq(libraryFont.id, id));
  return row;
}

export function findLibraryFonts(db: Db, ids: string[]): Promise<LibraryFontRow[]> {
  return ids.length ? db.select().from(libraryFont).where(inArray(libraryFont.id, ids)) : Promise.resolve([]);
}
