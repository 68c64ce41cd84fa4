import type { FastifyRequest } from "fastify";
import type { IdentityTokens } from "./identity-token.ts";
import { forbidden, unauthenticated } from "../../kernel/errors.ts";
import { sessionTokenFromCookie } from "./session-cookie.ts";
import type { LiveSession, ViewerQueries } from "./viewer-queries.ts";

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
  /** The domains whose verified addresses are staff (STAFF_EMAIL_DOMAINS), for queries over accounts. */
  readonly staffDomains: string[];
}

export interface ViewerDeps {
  /** Where live sessions are looked up: the database, or what the embedded server remembers of it. */
  sessions: ViewerQueries;
  tokens: IdentityTokens;
  staffDomains: string[];
  /** Better Auth's session cookie and the secret that signs it. */
  sessionCookie: { name: string; secret: string };
}

export function viewerResolver(deps: ViewerDeps): ViewerResolver {
  const { sessions } = deps;

  const toViewer = (row: LiveSession | undefined, viaCookie: boolean): Viewer | undefined => {
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
      return subject ? toViewer(await sessions.findByIdentityToken(subject), false) : undefined;
    }
    const token = sessionTokenFromCookie(request.headers.cookie, deps.sessionCookie.name, deps.sessionCookie.secret);
    return token ? toViewer(await sessions.findBySessionToken(token), true) : undefined;
  };

  const requireUser = async (request: FastifyRequest) => {
    const viewer = await resolve(request);
    if (!viewer) throw unauthenticated();
    return viewer;
  };

  return {
    resolve,
    requireUser,
    staffDomains: deps.staffDomains,
    async requireStaff(request) {
      const viewer = await requireUser(request);
      if (!viewer.isStaff) throw forbidden();
      return viewer;
    },
  };
}
