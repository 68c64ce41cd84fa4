import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import { findAccountSummary } from "../accounts/account-summary.ts";
import type { ViewerResolver } from "../http/viewer.ts";

/** The signed-in user's own account. Name, email, password, sessions and deletion are Better Auth's (/api/auth). */
export async function accountRoutes(app: FastifyInstance, deps: { db: Db; viewers: ViewerResolver }) {
  app.get("/api/v1/account/summary", async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    return { data: await findAccountSummary(deps.db, viewer.id) };
  });
}
