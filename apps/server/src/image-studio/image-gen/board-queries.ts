import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { generatedImage, imageBoard } from "../../platform/db/schema.ts";

export type BoardRow = typeof imageBoard.$inferSelect;
export interface BoardWithCounts extends BoardRow {
  images: number;
  /** Its newest image, shown as the cover. */
  coverImageId: string | null;
}

/** The person's boards by name, each with its number of images and newest image. */
/** The board row's id, qualified: in a single-table select drizzle leaves columns unqualified, which a subquery would read as its own. */
const boardId = sql`${sql.identifier("image_board")}.${sql.identifier("id")}`;

export function listBoards(db: Db, userId: string): Promise<BoardWithCounts[]> {
  return db
    .select({
      id: imageBoard.id,
      userId: imageBoard.userId,
      name: imageBoard.name,
      createdAt: imageBoard.createdAt,
      images: sql<number>`(select count(*) from ${generatedImage} where ${generatedImage.boardId} = ${boardId})`.mapWith(Number),
      coverImageId: sql<
        string | null
      >`(select ${generatedImage.id} from ${generatedImage} where ${generatedImage.boardId} = ${boardId} order by ${generatedImage.createdAt} desc limit 1)`,
    })
    .from(imageBoard)
    .where(eq(imageBoard.userId, userId))
    .orderBy(asc(imageBoard.name))
    .limit(500);
}

export async function findBoard(db: Db, userId: string, id: string): Promise<BoardWithCounts | undefined> {
  return (await listBoards(db, userId)).find((board) => board.id === id);
}

/** Undefined when the person already has a board of that name. */
export async function insertBoard(db: Db, values: typeof imageBoard.$inferInsert): Promise<BoardRow | undefined> {
  const [row] = await db.insert(imageBoard).values(values).onConflictDoNothing().returning();
  return row;
}

/** Undefined when another of the person's boards has that name. */
export async function renameBoard(db: Db, userId: string, id: string, name: string): Promise<BoardRow | undefined> {
  const [clash] = await db
    .select({ id: imageBoard.id })
    .from(imageBoard)
    .where(and(eq(imageBoard.userId, userId), eq(imageBoard.name, name)));
  if (clash && clash.id !== id) return undefined;
  const [row] = await db
    .update(imageBoard)
    .set({ name })
    .where(and(eq(imageBoard.id, id), eq(imageBoard.userId, userId)))
    .returning();
  return row;
}

/** Deletes the board; its images stay, on no board. */
export async function deleteBoard(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(imageBoard).where(and(eq(imageBoard.id, id), eq(imageBoard.userId, userId)));
}
