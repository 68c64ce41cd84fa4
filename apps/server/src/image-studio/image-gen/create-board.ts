import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { insertBoard, type BoardWithCounts } from "./board-queries.ts";

export const nameTaken = () =>
  new DomainError("conflict", "name_taken", "You already have a board with that name.", { name: "Choose another name." });

/** A new, empty board of the person's. */
export async function createBoard(db: Db, userId: string, name: string): Promise<BoardWithCounts> {
  const row = await insertBoard(db, { id: randomUUID(), userId, name });
  if (!row) throw nameTaken();
  return { ...row, images: 0, coverImageId: null };
}
