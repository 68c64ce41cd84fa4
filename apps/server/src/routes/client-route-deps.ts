import { z } from "zod";
import type { AddressRules } from "../clients/check-webhook-url.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import type { QuotaDeps } from "../quota/find-plan.ts";

/** What the staff client routes need: the database, the plans (quotas), who is calling, and the address rules for webhook URLs. */
export type ClientRouteDeps = QuotaDeps & AddressRules & { viewers: ViewerResolver };

export const clientTags = ["staff"];
export const clientParams = z.object({ clientId: z.uuid().describe("The client's id.") });
