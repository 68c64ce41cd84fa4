import { flushSync } from "react-dom";

/**
 * React DOM's flushSync for `<RouterProvider flushSync>` (react-router/dom's provider passes the
 * same, but under Vitest that entry loads a second copy of react-router). With it, a navigation
 * that asks for `flushSync` (an input bound to the address) renders at once, not as a transition.
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
}
