import { vi } from "vitest";

/** One answer of the fake server: a status with a JSON body, or no answer at all. */
export type FakeAnswer = { status: number; body?: unknown } | "network-error" | "abort";

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs the global `fetch` with a server that answers by "METHOD /path": each route has a list of
 * answers given in turn, the last one repeating. Unknown routes answer 404. Returns the calls made.
 */
export function stubApi(routes: Record<string, FakeAnswer[]>): FakeCall[] {
  const calls: FakeCall[] = [];
  const served = new Map<string, number>();
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), location.origin), init);
    const path = new URL(request.url).pathname;
    const route = `${request.method} ${path}`;
    const text = await request.text();
    calls.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
    const answers = routes[route];
    if (!answers?.length) return Response.json({ error: { code: "not_found", message: `No fake for ${route}` } }, { status: 404 });
    const count = served.get(route) ?? 0;
    served.set(route, count + 1);
    const answer = answers[Math.min(count, answers.length - 1)]!;
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    if (answer === "abort") throw new DOMException("The operation was aborted.", "AbortError");
    return Response.json(answer.body ?? null, { status: answer.status });
  });
  return calls;
}

/** The calls to one route, as "METHOD /path". */
export const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

export const testUser = { id: "user-1", email: "ada@example.com", name: "Ada", image: null, emailVerified: false };

/** The routes of a signed-in user's session: the session check, identity token, login call and user info. */
export function signedInRoutes(user = testUser): Record<string, FakeAnswer[]> {
  return {
    "GET /api/auth/get-session": [ok({ session: { id: "session-1", token: "session-token-1", userId: user.id }, user })],
    "POST /api/v1/auth/identity-token": [ok({ data: { token: "identity-1", expires_in: 900 } })],
    "POST /api/v1/users/login/": [ok({ data: { user_id: user.id } })],
    "GET /api/v1/user-info/": [
      ok({
        data: {
          user_id: user.id,
          email: user.email,
          name: user.name,
          image: null,
          is_staff: false,
          staff_domain: false,
          created_at: "2026-01-01T00:00:00Z",
        },
      }),
    ],
    "POST /api/auth/sign-out": [ok({ success: true })],
  };
}
