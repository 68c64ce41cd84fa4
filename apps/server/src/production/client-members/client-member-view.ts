import type { ClientMemberInfo } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { ClientMemberRow } from "./client-member-queries.ts";

export const clientMemberSchema = z.strictObject({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  added_at: timestamp,
}) satisfies z.ZodType<ClientMemberInfo>;

export const clientMemberView = (row: ClientMemberRow): ClientMemberInfo => ({
  user_id: row.userId,
  email: row.email,
  name: row.name,
  added_at: row.addedAt.toISOString(),
});
