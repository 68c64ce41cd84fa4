import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "framewise";
const AUDIENCE = "framewise-api";

/** The spec's identity token: a short-lived HS256 JWT whose subject is the user id. */
export interface IdentityTokens {
  issue(userId: string): Promise<{ token: string; expiresIn: number }>;
  /** The user id, or undefined when the token is invalid, expired or not ours. */
  verify(token: string): Promise<string | undefined>;
}

export function identityTokens(authSecret: string, ttlSeconds: number): IdentityTokens {
  // A key of its own, derived from the secret, so a session cookie signature can never pass as a token.
  const key = createHash("sha256").update(`identity-token:${authSecret}`).digest();
  return {
    async issue(userId) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
        return typeof payload.sub === "string" ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
