import { z } from "zod";
import type { AddressRules } from "../../../platform/net/check-public-url.ts";
import type { DeleteAccountData } from "../../../production/clients/delete-client.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import type { QuotaDeps } from "../../../workspace/quota/find-plan.ts";

/**
 * What the staff client routes need: the database, the plans (quotas), the address rules for
 * webhook URLs, how an account's videos and files are removed, and the store its renders are in.
 */
export type ClientRouteDeps = QuotaDeps & AddressRules & { deleteAccountData: DeleteAccountData; storage: Storage };

export const clientTags = ["staff"];
export const clientParams = z.object({ clientId: z.uuid().describe("The client's id.") });
