import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { AppRouterProvider } from "../routes/AppRouterProvider";
import type { AuthUser } from "../session/auth-client";
import { SessionContext, type Session } from "../session/session-context";
import { testUser } from "./fake-api";

/** A signed-in session whose actions are spies; pass `user: null` for a signed-out one. */
export function fakeSession(overrides: Partial<Session> & { user?: AuthUser | null } = {}): Session {
  return {
    user: testUser,
    userId: testUser.id,
    userInfo: null,
    loading: false,
    reconnecting: false,
    signInWithEmail: vi.fn(),
    signUpWithEmail: vi.fn(),
    signInWithProvider: vi.fn(),
    signOut: vi.fn(() => Promise.resolve()),
    reloadSession: vi.fn(() => Promise.resolve()),
    identityToken: () => undefined,
    ...overrides,
  };
}

/** Where the app is now, for assertions about navigation. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * Renders `element` at `path` inside the app's providers (Mantine without transitions, a fresh query
 * cache) and the app's router provider.
 */
export function renderScreen(element: ReactNode, { session = fakeSession(), path = "/" }: { session?: Session; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            {element}
            <CurrentLocation />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>
          <AppRouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
