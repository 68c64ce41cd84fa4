import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "framewise";
const AUDIENCE = "framewise-api";

/** Whose token it is, and the sign-in session it was bought with: it is good only while that session lives. */
export interface TokenSubject {
  userId: string;
  sessionId: string;
}

/** The spec's identity token: a short-lived HS256 JWT whose subject is the user id. */
export interface IdentityTokens {
  issue(subject: TokenSubject): Promise<{ token: string; expiresIn: number }>;
  /** Its subject, or undefined when the token is invalid, expired, without an expiry or not ours. */
  verify(token: string): Promise<TokenSubject | undefined>;
}

export function identityTokens(authSecret: string, ttlSeconds: number): IdentityTokens {
  // A key of its own, derived from the secret, so a session cookie signature can never pass as a token.
  const key = createHash("sha256").update(`identity-token:${authSecret}`).digest();
  return {
    async issue({ userId, sessionId }) {
      const token = await new SignJWT({ sid: sessionId })
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
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
          requiredClaims: ["exp", "sub", "sid"],
        });
        return typeof payload.sub === "string" && typeof payload.sid === "string"
          ? { userId: payload.sub, sessionId: payload.sid }
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
