import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import { desc, eq } from "drizzle-orm";
import { llmCall } from "../db/schema.ts";

/** One call to a language model, as the function-calling report counts it. */
export type NewLlmCall = Omit<typeof llmCall.$inferInsert, "id" | "createdAt">;

/** Records one call to a language model (the planner's, a chat's, a prompt test's), under a fresh id. */
export async function insertLlmCall(db: Db, values: NewLlmCall): Promise<void> {
  await db.insert(llmCall).values({ id: randomUUID(), ...values });
}

/** Marks the last call of a run as the one after which its caller fell back (the text planner wrote the storyboard). */
export async function markFallback(db: Db, runId: string): Promise<void> {
  const [last] = await db
    .select({ id: llmCall.id })
    .from(llmCall)
    .where(eq(llmCall.runId, runId))
    .orderBy(desc(llmCall.attempt), desc(llmCall.createdAt))
    .limit(1);
  if (last) await db.update(llmCall).set({ fallback: true }).where(eq(llmCall.id, last.id));
}
