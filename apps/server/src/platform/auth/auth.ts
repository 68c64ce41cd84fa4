import { ACCOUNT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@framewise/contracts";
// The build without Kysely (250 modules at every start), which only Better Auth's own database connections use; ours is the Drizzle adapter.
import { betterAuth } from "better-auth/minimal";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import { configuredAppOrigins } from "../config/app-origins.ts";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/database.ts";
import { DomainError, statusOf } from "../../kernel/errors.ts";
import type { AccountMail } from "./account-mail-sender.ts";
import { authDatabase, isUserDisabled } from "./auth-queries.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** Set by our Fastify bridge from `request.ip`; any copy the client sends is replaced. */
export const CLIENT_IP_HEADER = "x-framewise-client-ip";

const VERIFICATION_HOURS = 24;
const RESET_MINUTES = 60;

const tooLong = (field: string, value: unknown, max: number) =>
  typeof value === "string" && value.length > max
    ? new APIError("BAD_REQUEST", { code: "INVALID_REQUEST", message: `The ${field} can be at most ${max} characters.` })
    : undefined;

/**
 * Better Auth answers its own errors with their status and anything else as a bare 500: an
 * DomainError from our work inside its hooks (Stripe refusing to cancel before a deletion)
 * becomes its kind, keeping the status, code and message.
 */
async function keepingHttpErrors(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new APIError(statusOf[error.kind] as ConstructorParameters<typeof APIError>[0], {
      code: error.code.toUpperCase(),
      message: error.message,
    });
  }
}

/** Rules Better Auth does not know: the password rules (also checked in the browser) and field bounds. */
const fieldRules = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const problem =
    tooLong("name", body.name, ACCOUNT_NAME_MAX_LENGTH) ??
    tooLong("email address", body.email, EMAIL_MAX_LENGTH) ??
    tooLong("email address", body.newEmail, EMAIL_MAX_LENGTH) ??
    tooLong("image address", body.image, 2048);
  if (problem) throw problem;
  const newPassword =
    ctx.path === "/sign-up/email"
      ? body.password
      : ctx.path === "/change-password" || ctx.path === "/reset-password"
        ? body.newPassword
        : undefined;
  if (typeof newPassword === "string") {
    const rule = passwordProblem(newPassword);
    if (rule) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: `${rule}.` });
  }
  // A picture is only ever set by a sign-in provider; a typed one could be any URL in the avatar.
  if (ctx.path === "/update-user" && body.image !== undefined)
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_REQUEST",
      message: "The picture comes from your sign-in provider and cannot be set here.",
    });
});

/** Credentials are rate-limited per client IP; reading one's own session never is. */
function rateLimitRules(config: Config) {
  const credentials = { window: config.signInRateLimit.windowSeconds, max: config.signInRateLimit.max };
  const paths = [
    "/sign-in/email",
    "/sign-up/email",
    "/sign-in/social",
    "/request-password-reset",
    "/reset-password",
    "/send-verification-email",
    "/change-password",
    "/change-email",
    "/delete-user",
  ];
  return {
    ...Object.fromEntries(paths.map((path) => [path, credentials])),
    "/get-session": false as const,
    "/list-sessions": false as const,
  };
}

export interface AuthDeps {
  mail: AccountMail;
  log: FastifyBaseLogger;
  /** Removes everything the user made (content, renders, assets and their files) before the account goes. */
  deleteUserData(userId: string): Promise<void>;
}

/**
 * Without PUBLIC_URL, Better Auth takes each request's own origin as its base URL and trusts that
 * origin only (plus the image-brand hosts), so localhost, 127.0.0.1 and a LAN name all work while
 * no other site's origin or callback URL is ever accepted. With PUBLIC_URL, that is the origin.
 */
export function createAuth(config: Config, db: Db, secret: string, deps: AuthDeps) {
  return betterAuth({
    appName: "Framewise",
    basePath: "/api/auth",
    baseURL: config.publicUrl,
    secret,
    trustedOrigins: configuredAppOrigins(config),
    database: authDatabase(db),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => deps.mail.passwordReset(user, url, RESET_MINUTES),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_HOURS * 3600,
      sendVerificationEmail: ({ user, url }, request) => deps.mail.verification(user, url, VERIFICATION_HOURS, request),
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: { enabled: true, beforeDelete: (user) => keepingHttpErrors(deps.deleteUserData(user.id)) },
    },
    databaseHooks: {
      session: {
        create: {
          // After the password check, so a disabled account tells nothing to someone without it.
          before: async (session) => {
            if (await isUserDisabled(db, session.userId))
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_DISABLED",
                message: "This account is disabled. Ask whoever runs this Framewise to enable it again.",
              });
          },
        },
      },
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
    hooks: { before: fieldRules },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 600, customRules: rateLimitRules(config) },
    advanced: {
      // Better Auth skips both checks when NODE_ENV is "test"; ours run the same everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl?.startsWith("https://") ?? false,
    },
    logger: {
      disabled: config.logLevel === "silent",
      log: (level, message, ...args) => {
        // Deriving the base URL from each request is what we want without PUBLIC_URL (see above).
        if (message.includes("Base URL is not set")) return;
        deps.log[level]({ args }, `Better Auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
