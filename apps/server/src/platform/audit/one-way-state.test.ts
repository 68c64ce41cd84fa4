import { describe, expect, it } from "vitest";
import { loosenedSecurity } from "./one-way-state.ts";

const key = (changes: Record<string, unknown> = {}) => ({
  id: "k1",
  revoked_at: null,
  expires_at: "2027-01-01T00:00:00+00:00",
  scopes: ["read"],
  ...changes,
});

describe("security state a revert never loosens", () => {
  it("keeps an API key revoked, deleted, as short-lived and as narrow as it is now", () => {
    expect(loosenedSecurity("api_key", key({ revoked_at: "2026-12-01T00:00:00+00:00" }), key())).toMatch(/make a new key/);
    expect(loosenedSecurity("api_key", undefined, key())).toMatch(/never brought back/);
    expect(loosenedSecurity("api_key", key(), key({ expires_at: "2027-06-01T00:00:00+00:00" }))).toBeDefined();
    expect(loosenedSecurity("api_key", key(), key({ expires_at: null }))).toBeDefined();
    expect(loosenedSecurity("api_key", key(), key({ scopes: ["read", "render"] }))).toBeDefined();
  });

  it("lets a revert tighten: revoke, shorten, narrow, delete, rename", () => {
    expect(loosenedSecurity("api_key", key(), key({ revoked_at: "2026-12-01T00:00:00+00:00" }))).toBeUndefined();
    expect(loosenedSecurity("api_key", key(), key({ expires_at: "2026-12-24T00:00:00+00:00" }))).toBeUndefined();
    expect(loosenedSecurity("api_key", key({ scopes: ["read", "render"] }), key())).toBeUndefined();
    expect(loosenedSecurity("api_key", key(), undefined)).toBeUndefined();
    expect(loosenedSecurity("api_key", key({ name: "New" }), key({ name: "Old" }))).toBeUndefined();
  });

  it("keeps a client suspended, a removed member out and a disabled account disabled", () => {
    expect(loosenedSecurity("client", { status: "suspended" }, { status: "active" })).toMatch(/client's page/);
    expect(loosenedSecurity("client", { status: "active" }, { status: "suspended" })).toBeUndefined();
    expect(loosenedSecurity("client_member", undefined, { id: "m1" })).toMatch(/removed member/);
    expect(loosenedSecurity("client_member", { id: "m1" }, undefined)).toBeUndefined();
    expect(loosenedSecurity("user", { disabled_at: "2026-12-01T00:00:00+00:00" }, { disabled_at: null })).toMatch(/admin -- enable/);
    expect(loosenedSecurity("user", { disabled_at: null, name: "A" }, { disabled_at: null, name: "B" })).toBeUndefined();
    expect(loosenedSecurity("content", undefined, { id: "c1" })).toBeUndefined();
  });
});
