import { passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@framewise/contracts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/database.ts";
import * as schema from "../db/schema.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** Set by our Fastify bridge from `request.ip`; any copy the client sends is replaced. */
export const CLIENT_IP_HEADER = "x-framewise-client-ip";

async function emailIsRegistered(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email.toLowerCase())).limit(1);
  return rows.length > 0;
}

/**
 * Sign-up and sign-in errors users can act on: the password rules (also checked in the browser)
 * and an unknown email told apart from a wrong password. Sign-up already reveals which emails
 * are taken, so naming an unknown one on sign-in gives nothing more away.
 */
function clearSignInErrors(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    const body = ctx.body as { email?: unknown; password?: unknown } | undefined;
    if (ctx.path === "/sign-up/email" && typeof body?.password === "string") {
      const problem = passwordProblem(body.password);
      if (problem) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: `${problem}.` });
    }
    if (ctx.path === "/sign-in/email" && typeof body?.email === "string" && !(await emailIsRegistered(db, body.email)))
      throw new APIError("UNAUTHORIZED", {
        code: "UNKNOWN_EMAIL",
        message: "No account uses this email address. Check it, or create an account.",
      });
  });
}

/** Origins of the image-brand hosts, which serve the same app under another name. */
function brandOrigins(config: Config): string[] {
  const protocol = config.publicUrl ? new URL(config.publicUrl).protocol : "http:";
  return config.imageBrandHosts.map((host) => `${protocol}//${host}`);
}

/**
 * With PUBLIC_URL set, Better Auth builds every URL (OAuth redirect URI included) from it; without
 * it (local use), the base URL is taken from each request, so localhost and 127.0.0.1 both work.
 */
export function createAuth(config: Config, db: Db, secret: string) {
  const signInRule = { window: config.signInRateLimit.windowSeconds, max: config.signInRateLimit.max };
  return betterAuth({
    appName: "Framewise",
    basePath: "/api/auth",
    // Local use: any host the browser used (localhost, 127.0.0.1, a LAN name) gets working URLs.
    baseURL: config.publicUrl ?? { allowedHosts: ["*"], protocol: "auto" },
    secret,
    trustedOrigins: brandOrigins(config),
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    plugins: config.oidcProviders.length
      ? [
          genericOAuth({
            config: config.oidcProviders.map((provider) => ({
              providerId: provider.id,
              discoveryUrl: provider.discoveryUrl,
              clientId: provider.clientId,
              clientSecret: provider.clientSecret,
              scopes: ["openid", "email", "profile"],
              pkce: true,
              requireIdTokenVerification: true,
            })),
          }),
        ]
      : [],
    hooks: { before: clearSignInErrors(db) },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": signInRule,
        "/sign-up/email": signInRule,
        "/sign-in/social": signInRule,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl?.startsWith("https://") ?? false,
    },
    logger: { disabled: config.logLevel === "silent" },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
