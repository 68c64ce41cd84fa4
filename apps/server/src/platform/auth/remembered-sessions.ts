import type { TokenSubject } from "./identity-token.ts";
import type { Events } from "../events/events.ts";
import type { LiveSession, ViewerQueries } from "./viewer-queries.ts";

/** The event a database trigger sends whenever a session or a user changes or goes (migration 0011). */
export const AUTH_CHANGED_CHANNEL = "auth:changed";
/** Enough for every signed-in device of a busy embedded server; the least recently used are forgotten first. */
const MAX_REMEMBERED = 10_000;

/**
 * The viewer queries, answered from memory after the first request of each session, so most
 * requests ask the database nothing about their caller. Everything is forgotten on every change
 * to any session or user, by whatever path (sign-out, revocation, password reset, disabling,
 * verification, deletion, a cascade): a trigger announces it as an event.
 *
 * Only for the embedded database: PGlite hands that event over before the write that caused it
 * returns, so no request that starts after a sign-out is answered from memory. Across processes
 * on PostgreSQL the event could arrive after the next request, so there every request asks.
 */
export function rememberedSessions(queries: ViewerQueries, events: Events): ViewerQueries {
  const remembered = new Map<string, LiveSession>();
  /** Counts the changes seen, so an answer read before a change is not remembered after it. */
  let generation = 0;
  events.subscribe(AUTH_CHANGED_CHANNEL, () => {
    generation++;
    remembered.clear();
  });

  const lookUp = async (key: string, ask: () => Promise<LiveSession | undefined>) => {
    const known = remembered.get(key);
    remembered.delete(key);
    if (known && known.expiresAt > new Date()) {
      remembered.set(key, known); // now the most recently used
      return known;
    }
    const asked = generation;
    const found = await ask();
    if (found && asked === generation) {
      remembered.delete(key);
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, found);
    }
    return found;
  };

  return {
    findBySessionToken: (token: string) => lookUp(`token:${token}`, () => queries.findBySessionToken(token)),
    findByIdentityToken: (subject: TokenSubject) =>
      lookUp(`session:${subject.sessionId}:${subject.userId}`, () => queries.findByIdentityToken(subject)),
  };
}
