// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, signedInRoutes, stubApi, type FakeAnswer } from "../testing/fake-api";
import { SessionProvider } from "./SessionProvider";
import { useSession } from "./session-context";

function SessionState() {
  const { user, loading, reconnecting } = useSession();
  return (
    <>
      <p data-testid="state">{user ? `signed in as ${user.email}` : loading ? "loading" : "signed out"}</p>
      {reconnecting && <p>reconnecting</p>}
    </>
  );
}

const renderSession = () =>
  render(
    <SessionProvider>
      <SessionState />
    </SessionProvider>,
  );

/** The signed-in routes with some answered differently first. */
const routesWith = (overrides: Record<string, FakeAnswer[]>) => {
  const routes = signedInRoutes();
  for (const [route, answers] of Object.entries(overrides)) routes[route] = [...answers, ...routes[route]!];
  return routes;
};

// A retried request waits 1 s before its second try.
const AFTER_RETRY = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("a rate-limited session check is not a sign-out: the app keeps loading, says it retries, then signs in", async () => {
  const calls = stubApi(routesWith({ "GET /api/auth/get-session": [{ status: 429, body: { message: "Too many requests" } }] }));
  renderSession();
  expect(await screen.findByText("reconnecting")).toBeTruthy();
  expect(screen.getByTestId("state").textContent).toBe("loading");
  expect((await screen.findByText("signed in as ada@example.com", {}, AFTER_RETRY)).textContent).toBeTruthy();
  expect(screen.queryByText("reconnecting")).toBeNull();
  expect(callsTo(calls, "POST /api/auth/sign-out")).toHaveLength(0);
});

test("a session check that gets no answer (network error) is tried again instead of failing", async () => {
  const calls = stubApi(routesWith({ "GET /api/auth/get-session": ["network-error"] }));
  renderSession();
  await screen.findByText("signed in as ada@example.com", {}, AFTER_RETRY);
  expect(callsTo(calls, "GET /api/auth/get-session")).toHaveLength(2);
  expect(callsTo(calls, "POST /api/auth/sign-out")).toHaveLength(0);
});

test("an aborted identity-token request never signs out: it is asked again", async () => {
  const calls = stubApi(routesWith({ "POST /api/v1/auth/identity-token": ["abort"] }));
  renderSession();
  await screen.findByText("signed in as ada@example.com", {}, AFTER_RETRY);
  expect(callsTo(calls, "POST /api/v1/auth/identity-token")).toHaveLength(2);
  expect(callsTo(calls, "POST /api/auth/sign-out")).toHaveLength(0);
});

test("a login call that gets no answer is tried again, not taken as a failed login", async () => {
  const calls = stubApi(routesWith({ "POST /api/v1/users/login/": ["network-error"] }));
  renderSession();
  await screen.findByText("signed in as ada@example.com", {}, AFTER_RETRY);
  expect(callsTo(calls, "POST /api/auth/sign-out")).toHaveLength(0);
});

test("a login call the server refuses (401) signs out (spec section 8)", async () => {
  const calls = stubApi(
    routesWith({ "POST /api/v1/users/login/": [{ status: 401, body: { error: { code: "unauthorized", message: "Sign in" } } }] }),
  );
  renderSession();
  await vi.waitFor(() => expect(callsTo(calls, "POST /api/auth/sign-out")).toHaveLength(1));
  expect(screen.getByTestId("state").textContent).toBe("signed out");
});

test("a 401 on the identity token signs out", async () => {
  const calls = stubApi(
    routesWith({ "POST /api/v1/auth/identity-token": [{ status: 401, body: { error: { code: "unauthorized", message: "Sign in" } } }] }),
  );
  renderSession();
  await vi.waitFor(() => expect(callsTo(calls, "POST /api/auth/sign-out")).toHaveLength(1));
  expect(screen.getByTestId("state").textContent).toBe("signed out");
});

test('a definite "no session" answer shows the signed-out state without a sign-out call', async () => {
  const calls = stubApi({ ...signedInRoutes(), "GET /api/auth/get-session": [{ status: 200, body: null }] });
  renderSession();
  await vi.waitFor(() => expect(screen.getByTestId("state").textContent).toBe("signed out"));
  expect(callsTo(calls, "POST /api/v1/auth/identity-token")).toHaveLength(0);
});
