import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { IdentityTokens } from "../auth/identity-token.ts";
import type { Db } from "../db/database.ts";
import { session, user } from "../db/schema.ts";
import { forbidden, unauthenticated } from "./errors.ts";
import { sessionTokenFromCookie } from "../auth/session-cookie.ts";

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

export interface ViewerDeps {
  db: Db;
  tokens: IdentityTokens;
  staffDomains: string[];
  /** Better Auth's session cookie and the secret that signs it. */
  sessionCookie: { name: string; secret: string };
}

export function viewerResolver(deps: ViewerDeps): ViewerResolver {
  /**
   * The user behind a live session, in one prepared query (every API request runs one); a
   * disabled account, a signed-out or expired session has none.
   */
  const liveSession = (match: SQL, name: string) =>
    deps.db
      .select({ user, sessionId: session.id })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(match, gt(session.expiresAt, sql.placeholder("now")), isNull(user.disabledAt)))
      .limit(1)
      .prepare(name);
  const byCookie = liveSession(eq(session.token, sql.placeholder("token")), "viewer_by_session_token");
  const byToken = liveSession(
    and(eq(session.id, sql.placeholder("sessionId")), eq(session.userId, sql.placeholder("userId")))!,
    "viewer_by_identity_token",
  );

  const toViewer = (row: { user: typeof user.$inferSelect; sessionId: string } | undefined, viaCookie: boolean): Viewer | undefined => {
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
      sessionId: row.sessionId,
      viaCookie,
    };
  };

  const resolve = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) {
      const subject = await deps.tokens.verify(header.slice("Bearer ".length).trim());
      return subject ? toViewer((await byToken.execute({ ...subject, now: new Date() }))[0], false) : undefined;
    }
    const token = sessionTokenFromCookie(request.headers.cookie, deps.sessionCookie.name, deps.sessionCookie.secret);
    return token ? toViewer((await byCookie.execute({ token, now: new Date() }))[0], true) : undefined;
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
