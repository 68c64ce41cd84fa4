import type { QuotaOwnerKind } from "@framewise/contracts";

/** Whose quota: a person, or (issue 22) a production client. */
export interface QuotaOwner {
  kind: QuotaOwnerKind;
  id: string;
}

export const userOwner = (id: string): QuotaOwner => ({ kind: "user", id });
export const clientOwner = (id: string): QuotaOwner => ({ kind: "client", id });

/**
 * What a ledger entry was for: giving back works by this reference, so each kind of thing is
 * prefixed and a render can never give back a generation's credit.
 */
export const quotaRef = {
  render: (id: string) => `render:${id}`,
  generation: (id: string) => `generation:${id}`,
  asset: (id: string) => `asset:${id}`,
};
