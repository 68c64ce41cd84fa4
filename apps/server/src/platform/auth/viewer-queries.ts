import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { TokenSubject } from "./identity-token.ts";
import type { Db } from "../db/database.ts";
import { session, user } from "../db/schema.ts";

/**
 * A live session's user, the session's id and when it expires. The embedded server remembers it
 * (remembered-sessions.ts) until migration 0011's trigger sees a change to a column the viewer
 * shows: add a column there when the viewer starts to read one.
 */
export interface LiveSession {
  user: typeof user.$inferSelect;
  sessionId: string;
  expiresAt: Date;
}

export interface ViewerQueries {
  /** The live session with this token (the one the session cookie carries). */
  findBySessionToken(token: string): Promise<LiveSession | undefined>;
  /** The live session an identity token names: that session of that user. */
  findByIdentityToken(subject: TokenSubject): Promise<LiveSession | undefined>;
}

/**
 * The user behind a live session, in one prepared query (every API request runs one); a
 * disabled account, a signed-out or expired session has none. Prepared once per database.
 */
export function prepareViewerQueries(db: Db): ViewerQueries {
  const liveSession = (match: SQL, name: string) =>
    db
      .select({ user, sessionId: session.id, expiresAt: session.expiresAt })
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
  return {
    findBySessionToken: async (token) => (await byCookie.execute({ token, now: new Date() }))[0],
    findByIdentityToken: async ({ userId, sessionId }) => (await byToken.execute({ userId, sessionId, now: new Date() }))[0],
  };
}
