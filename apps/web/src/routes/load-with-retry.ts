/** Spec section 2: a failed route load is retried up to 3 attempts, 1000 ms apart. */
export const ROUTE_LOAD_ATTEMPTS = 3;
export const ROUTE_LOAD_RETRY_DELAY_MS = 1000;
const RELOAD_RECORD_KEY = "framewise:reloaded-after-chunk-error";
/** Within this time after a forced reload of the same URL, another failure shows the error screen. */
const RELOAD_GUARD_MS = 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isDynamicImportFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

function reloadedRecently(): boolean {
  try {
    const record = JSON.parse(sessionStorage.getItem(RELOAD_RECORD_KEY) ?? "null") as { href?: string; at?: number } | null;
    return record?.href === location.href && Date.now() - (record.at ?? 0) < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/**
 * Loads a route module, retrying failed attempts. When every attempt fails because the chunk
 * could not be fetched (usually a new deploy removed it), the page reloads once. A record of that
 * reload in session storage stops a loop: the same URL failing again within a minute shows the
 * error screen instead. (The record is not cleared by other screens loading fine, which they do
 * in parallel.)
 */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ROUTE_LOAD_ATTEMPTS; attempt++) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < ROUTE_LOAD_ATTEMPTS) await wait(ROUTE_LOAD_RETRY_DELAY_MS);
    }
  }
  if (isDynamicImportFailure(lastError) && !reloadedRecently()) {
    sessionStorage.setItem(RELOAD_RECORD_KEY, JSON.stringify({ href: location.href, at: Date.now() }));
    location.reload();
    return new Promise<never>(() => {});
  }
  throw lastError;
}
