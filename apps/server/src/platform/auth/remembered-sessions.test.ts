import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { Events } from "../events/events.ts";
import { AUTH_CHANGED_CHANNEL, rememberedSessions } from "./remembered-sessions.ts";
import type { LiveSession, ViewerQueries } from "./viewer-queries.ts";

/** The events interface within one process, as PGlite delivers them. */
function localEvents(): Events {
  const emitter = new EventEmitter();
  return {
    publish: async (channel, payload) => void emitter.emit(channel, payload),
    subscribe: (channel, listener) => (emitter.on(channel, listener), () => emitter.off(channel, listener)),
    close: async () => undefined,
  };
}

const session = (expiresAt: Date): LiveSession => ({ sessionId: "s1", expiresAt, user: { id: "u1" } as LiveSession["user"] });
const later = () => new Date(Date.now() + 60_000);

/** Viewer queries whose answers the test hands out one by one. */
function askedQueries() {
  const asked: ((found: LiveSession | undefined) => void)[] = [];
  const ask = () => new Promise<LiveSession | undefined>((resolve) => asked.push(resolve));
  const queries: ViewerQueries = { findBySessionToken: ask, findByIdentityToken: ask };
  return { queries, asked };
}

describe("rememberedSessions", () => {
  it("asks once per session, and again after a change", async () => {
    const events = localEvents();
    const { queries, asked } = askedQueries();
    const sessions = rememberedSessions(queries, events);
    const first = sessions.findBySessionToken("t1");
    asked[0]!(session(later()));
    await first;
    expect(await sessions.findBySessionToken("t1")).toMatchObject({ sessionId: "s1" });
    expect(asked).toHaveLength(1);

    await events.publish(AUTH_CHANGED_CHANNEL, {});
    const again = sessions.findBySessionToken("t1");
    expect(asked).toHaveLength(2);
    asked[1]!(undefined);
    expect(await again).toBeUndefined();
  });

  it("does not remember an answer read while a change happened", async () => {
    const events = localEvents();
    const { queries, asked } = askedQueries();
    const sessions = rememberedSessions(queries, events);
    const reading = sessions.findBySessionToken("t1");
    await events.publish(AUTH_CHANGED_CHANNEL, {}); // a sign-out commits while the read is under way
    asked[0]!(session(later()));
    await reading;
    void sessions.findBySessionToken("t1");
    expect(asked).toHaveLength(2);
  });

  it("asks again once a remembered session has expired", async () => {
    const { queries, asked } = askedQueries();
    const sessions = rememberedSessions(queries, localEvents());
    const first = sessions.findByIdentityToken({ userId: "u1", sessionId: "s1" });
    asked[0]!(session(new Date(Date.now() - 1)));
    await first;
    void sessions.findByIdentityToken({ userId: "u1", sessionId: "s1" });
    expect(asked).toHaveLength(2);
  });
});
