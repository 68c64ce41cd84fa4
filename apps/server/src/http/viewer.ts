import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../auth/auth.ts";
import type { IdentityTokens } from "../auth/identity-token.ts";
import type { Db } from "../db/database.ts";
import { user } from "../db/schema.ts";
import { forbidden, unauthenticated } from "./errors.ts";
import { toWebHeaders } from "./web-request.ts";

/** Who is calling: from the `Authorization: Bearer` identity token, else the sign-in session cookie. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: Date;
  isStaff: boolean;
}

/**
 * Staff: a verified email on one of STAFF_EMAIL_DOMAINS. Unverified addresses never count, or
 * anyone could sign up with a company address and walk into the admin area.
 */
export function isStaffEmail(email: string, emailVerified: boolean, staffDomains: string[]): boolean {
  const domain = email.toLowerCase().split("@").at(-1) ?? "";
  return emailVerified && staffDomains.includes(domain);
}

export interface ViewerResolver {
  resolve(request: FastifyRequest): Promise<Viewer | undefined>;
  requireUser(request: FastifyRequest): Promise<Viewer>;
  requireStaff(request: FastifyRequest): Promise<Viewer>;
}

export function viewerResolver(deps: { db: Db; auth: Auth; tokens: IdentityTokens; staffDomains: string[] }): ViewerResolver {
  const loadUser = async (id: string): Promise<Viewer | undefined> => {
    const [row] = await deps.db.select().from(user).where(eq(user.id, id)).limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      image: row.image,
      emailVerified: row.emailVerified,
      createdAt: row.createdAt,
      isStaff: isStaffEmail(row.email, row.emailVerified, deps.staffDomains),
    };
  };

  const resolve = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) {
      const userId = await deps.tokens.verify(header.slice("Bearer ".length).trim());
      return userId ? loadUser(userId) : undefined;
    }
    const session = await deps.auth.api.getSession({ headers: toWebHeaders(request) });
    return session ? loadUser(session.user.id) : undefined;
  };

  const requireUser = async (request: FastifyRequest) => {
    const viewer = await resolve(request);
    if (!viewer) throw unauthenticated();
    return viewer;
  };

  return {
    resolve,
    requireUser,
    async requireStaff(request) {
      const viewer = await requireUser(request);
      if (!viewer.isStaff) throw forbidden();
      return viewer;
    },
  };
}
