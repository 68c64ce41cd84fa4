import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * Reads the matching queries again because the server said something changed (a live event, or the
 * stream opening). Invalidating alone is not enough for a query whose first answer is still on its
 * way: TanStack waits for that answer rather than ask again, and the server may have read it before
 * the change, leaving the screen stale until the next event. Such a read is cancelled and made anew.
 */
export async function readAgain(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await client.cancelQueries({
    ...filters,
    fetchStatus: "fetching",
    predicate: (query) => query.state.data === undefined && (filters.predicate?.(query) ?? true),
  });
  await client.invalidateQueries(filters);
}
