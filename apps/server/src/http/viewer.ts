import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../auth/auth.ts";
import type { IdentityTokens } from "../auth/identity-token.ts";
import type { Db } from "../db/database.ts";
import { session, user } from "../db/schema.ts";
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
  /** The address is on a staff domain (staff once verified). */
  onStaffDomain: boolean;
  /** The sign-in session the request rides on (through its cookie or the identity token bought with it). */
  sessionId: string;
  /** Whether the session cookie authenticated the request (the bearer token did otherwise). */
  viaCookie: boolean;
}

/**
 * Staff: a verified email on one of STAFF_EMAIL_DOMAINS. Unverified addresses never count, or
 * anyone could sign up with a company address and walk into the admin area.
 */
export function isStaffEmail(email: string, emailVerified: boolean, staffDomains: string[]): boolean {
  return emailVerified && isStaffDomain(email, staffDomains);
}

export const isStaffDomain = (email: string, staffDomains: string[]) => staffDomains.includes(email.toLowerCase().split("@").at(-1) ?? "");

export interface ViewerResolver {
  resolve(request: FastifyRequest): Promise<Viewer | undefined>;
  requireUser(request: FastifyRequest): Promise<Viewer>;
  requireStaff(request: FastifyRequest): Promise<Viewer>;
}

export function viewerResolver(deps: { db: Db; auth: Auth; tokens: IdentityTokens; staffDomains: string[] }): ViewerResolver {
  /** The user behind a live session; a disabled account, a signed-out or expired session has none. */
  const loadUser = async (userId: string, sessionId: string, viaCookie: boolean): Promise<Viewer | undefined> => {
    const [row] = await deps.db
      .select({ user })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.id, sessionId), eq(session.userId, userId), gt(session.expiresAt, new Date()), isNull(user.disabledAt)))
      .limit(1);
    if (!row) return undefined;
    const found = row.user;
    return {
      id: found.id,
      email: found.email,
      name: found.name,
      image: found.image,
      emailVerified: found.emailVerified,
      createdAt: found.createdAt,
      isStaff: isStaffEmail(found.email, found.emailVerified, deps.staffDomains),
      onStaffDomain: isStaffDomain(found.email, deps.staffDomains),
      sessionId,
      viaCookie,
    };
  };

  const resolve = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) {
      const subject = await deps.tokens.verify(header.slice("Bearer ".length).trim());
      return subject ? loadUser(subject.userId, subject.sessionId, false) : undefined;
    }
    const found = await deps.auth.api.getSession({ headers: toWebHeaders(request) });
    return found ? loadUser(found.user.id, found.session.id, true) : undefined;
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
