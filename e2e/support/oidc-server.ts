import type { Server } from "node:http";
import Provider from "oidc-provider";

export const OIDC_CLIENT_ID = "framewise-e2e";
export const OIDC_CLIENT_SECRET = "e2e-client-secret-which-is-long-enough";

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, with PKCE required.
 * Its development login form accepts any login; the login becomes the account's verified email.
 */
export async function startOidcServer(port: number, redirectUris: string[]): Promise<{ issuer: string; stop(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => ({ sub: login, email: login, email_verified: true, name: login.split("@")[0] }),
    }),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    issuer,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
