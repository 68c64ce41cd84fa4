import type { UserInfo } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordLastLogin } from "../../../operations/accounts/account-queries.ts";
import type { IdentityTokens } from "../../../platform/auth/identity-token.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, timestamp } from "../../../kernel/api-schemas.ts";
import { DomainError } from "../../../kernel/errors.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { Viewer, ViewerResolver } from "../../../platform/auth/viewer.ts";

const toUserInfo = (viewer: Viewer): UserInfo => ({
  user_id: viewer.id,
  email: viewer.email,
  name: viewer.name,
  image: viewer.image,
  is_staff: viewer.isStaff,
  staff_domain: viewer.onStaffDomain,
  created_at: viewer.createdAt.toISOString(),
});

const userInfo = z.strictObject({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  is_staff: z.boolean(),
  staff_domain: z.boolean().describe("The address is on a staff domain: verifying it gives staff access."),
  created_at: timestamp,
}) satisfies z.ZodType<UserInfo>;
const tags = ["account"];

/** The identity token exchange and the spec's two calls (section 7). */
export const identityRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: IdentityTokens; viewers: ViewerResolver }> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  // The session cookie buys a short-lived identity token; the browser keeps it in `authToken`.
  // Only the cookie does: a token that could renew itself would outlive its session.
  app.post(
    "/api/v1/auth/identity-token",
    {
      schema: {
        tags,
        summary: "Buy a short-lived identity token with the session cookie",
        description: "Only the session cookie buys one (401 `session_required` for a bearer token); the token dies with its session.",
        security: [{ sessionCookie: [] }],
        response: { 200: data(z.strictObject({ token: z.string(), expires_in: z.number().describe("Seconds.") })), ...errors(401) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      if (!viewer.viaCookie)
        throw new DomainError("unauthenticated", "session_required", "Identity tokens are issued for the sign-in session cookie only.");
      const { token, expiresIn } = await deps.tokens.issue({ userId: viewer.id, sessionId: viewer.sessionId });
      return { data: { token, expires_in: expiresIn } };
    },
  );

  app.post(
    "/api/v1/users/login/",
    {
      schema: {
        tags,
        summary: "Record a sign-in (spec section 7)",
        response: { 200: data(z.strictObject({ user_id: z.string() })), ...errors(401, 403) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      if (!viewer.email) throw new DomainError("forbidden", "no_email", "This account has no email address.");
      await recordLastLogin(deps.db, viewer.id);
      return { data: { user_id: viewer.id } };
    },
  );

  app.get(
    "/api/v1/user-info/",
    { schema: { tags, summary: "Who is signed in", response: { 200: data(userInfo), ...errors(401) } } },
    async (request) => ({ data: toUserInfo(signedIn(request)) }),
  );
};
