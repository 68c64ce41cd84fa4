import type { Db } from "../../platform/db/database.ts";
import { findBoard, renameBoard as saveName, type BoardWithCounts } from "./board-queries.ts";
import { nameTaken } from "./create-board.ts";

/** Renames one of the person's boards (names are unique per person). */
export async function renameBoard(db: Db, userId: string, id: string, name: string): Promise<BoardWithCounts> {
  if (!(await saveName(db, userId, id, name))) throw nameTaken();
  return (await findBoard(db, userId, id))!;
}
