import type { Db } from "../../platform/db/database.ts";
import { STARTER_PROMPTS, STARTER_SUITE } from "./starter-suite.ts";
import { applySuiteSeed } from "./suite-queries.ts";

const SEED_NAME = "prompt-suite-v1";

/** Puts the starter suite in on the first start only: staff may edit or delete it afterwards, and it is not restored behind their back. */
export async function seedStarterSuite(db: Db): Promise<boolean> {
  return applySuiteSeed(db, SEED_NAME, { ...STARTER_SUITE, starter: true, createdBy: null }, [...STARTER_PROMPTS]);
}
