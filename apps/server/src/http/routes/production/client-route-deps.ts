import { z } from "zod";
import type { AddressRules } from "../../../platform/net/check-public-url.ts";
import type { DeleteAccountData } from "../../../production/clients/delete-client.ts";
import type { QuotaDeps } from "../../../workspace/quota/find-plan.ts";

/**
 * What the staff client routes need: the database, the plans (quotas), the
 * address rules for webhook URLs, and how an account's videos and files are removed.
 */
export type ClientRouteDeps = QuotaDeps & AddressRules & { deleteAccountData: DeleteAccountData };

export const clientTags = ["staff"];
export const clientParams = z.object({ clientId: z.uuid().describe("The client's id.") });
