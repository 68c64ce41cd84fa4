import type { Db } from "../../platform/db/database.ts";
import { refundUses } from "./quota-queries.ts";

/**
 * Gives back everything counted under `ref` (a render that failed or was canceled, a generation
 * that made nothing, an upload that was not kept), to the periods it was counted in. Exactly
 * once however often it is called, even at the same moment: the reference is locked while its
 * refunds are looked for and written.
 */
export const giveBackQuota = (db: Db, ref: string): Promise<void> => refundUses(db, ref);
