import type { UserInfo } from "@framewise/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { IdentityTokens } from "../auth/identity-token.ts";
import type { Db } from "../db/database.ts";
import { user } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import type { Viewer, ViewerResolver } from "../http/viewer.ts";

const toUserInfo = (viewer: Viewer): UserInfo => ({
  user_id: viewer.id,
  email: viewer.email,
  name: viewer.name,
  image: viewer.image,
  is_staff: viewer.isStaff,
  staff_domain: viewer.onStaffDomain,
  created_at: viewer.createdAt.toISOString(),
});

/** The identity token exchange and the spec's two calls (section 7). */
export async function identityRoutes(app: FastifyInstance, deps: { db: Db; tokens: IdentityTokens; viewers: ViewerResolver }) {
  // The session cookie buys a short-lived identity token; the browser keeps it in `authToken`.
  // Only the cookie does: a token that could renew itself would outlive its session.
  app.post("/api/v1/auth/identity-token", async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    if (!viewer.viaCookie) throw new HttpError(401, "session_required", "Identity tokens are issued for the sign-in session cookie only.");
    const { token, expiresIn } = await deps.tokens.issue({ userId: viewer.id, sessionId: viewer.sessionId });
    return { data: { token, expires_in: expiresIn } };
  });

  app.post("/api/v1/users/login/", async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    if (!viewer.email) throw new HttpError(403, "no_email", "This account has no email address.");
    await deps.db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, viewer.id));
    return { data: { user_id: viewer.id } };
  });

  app.get("/api/v1/user-info/", async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    return { data: toUserInfo(viewer) };
  });
}
