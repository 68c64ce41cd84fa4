import { RouterProvider, type DataRouter } from "react-router";

/**
 * The app's router, without React transitions: a navigation from an input bound to the address (a
 * filter box, a search field) renders in the same event, so the input shows each click and key at
 * once. Under a transition React puts a controlled input back until the navigation renders. Screens
 * load before a navigation commits and nothing suspends, so transitions bought nothing here.
 */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
