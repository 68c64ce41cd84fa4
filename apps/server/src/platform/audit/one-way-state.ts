import type { RowState } from "./audited-row-queries.ts";

type Loosening = (current: RowState | undefined, target: RowState | undefined) => string | undefined;

/** A key's expiry `target` is later than `current` (none at all is the latest); rows keep timestamps as ISO text. */
const expiresLater = (target: unknown, current: unknown) =>
  target == null || (typeof target === "string" && typeof current === "string" && Date.parse(target) > Date.parse(current));
const scopes = (state: RowState | undefined) => (Array.isArray(state?.scopes) ? (state.scopes as unknown[]) : []);

/**
 * Security state moves one way only: a key revoked, a client suspended, a member removed or an
 * account disabled is never undone from the trail, whose revert writes rows past the product's
 * own checks. Each rule names the screen that does it instead; a revert the other way (revoking,
 * suspending) is allowed.
 */
const ONE_WAY: Record<string, Loosening> = {
  api_key: (current, target) => {
    if (!target) return undefined;
    const loosened =
      !current ||
      (current.revoked_at != null && target.revoked_at == null) ||
      (current.expires_at != null && expiresLater(target.expires_at, current.expires_at)) ||
      scopes(target).some((scope) => !scopes(current).includes(scope));
    return loosened
      ? "An API key is never brought back, given more time or more scopes from the trail: make a new key on the client's page."
      : undefined;
  },
  client: (current, target) =>
    current?.status === "suspended" && target && target.status !== "suspended"
      ? "A suspension is lifted on the client's page, not from the trail."
      : undefined,
  client_member: (current, target) =>
    !current && target ? "A removed member is added again on the client's page, not from the trail." : undefined,
  user: (current, target) =>
    current?.disabled_at != null && target && target.disabled_at == null
      ? "A disabled account is enabled with `npm run admin -- enable <email>`, not from the trail."
      : undefined,
};

/** Why reverting `table`'s row from `current` to `target` would loosen its security state, or undefined when it would not. */
export const loosenedSecurity = (table: string, current: RowState | undefined, target: RowState | undefined) =>
  ONE_WAY[table]?.(current, target);
