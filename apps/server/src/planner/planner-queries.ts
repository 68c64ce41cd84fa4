import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import { llmCall } from "../db/schema.ts";

/** One call to the language model, as the function-calling report counts it. */
type NewLlmCall = Omit<typeof llmCall.$inferInsert, "id" | "createdAt">;

/** Records one call the planner made to the language model, under a fresh id. */
export async function insertLlmCall(db: Db, values: NewLlmCall): Promise<void> {
  await db.insert(llmCall).values({ id: randomUUID(), ...values });
}
