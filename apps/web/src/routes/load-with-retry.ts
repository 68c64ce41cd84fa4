/** Spec section 9: a failed route load is retried up to 3 attempts, 1000 ms apart. */
export const ROUTE_LOAD_ATTEMPTS = 3;
export const ROUTE_LOAD_RETRY_DELAY_MS = 1000;
const RELOADED_KEY = "framewise:reloaded-after-chunk-error";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isDynamicImportFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

/**
 * Loads a route module, retrying failed attempts. When every attempt fails because the chunk
 * could not be fetched (usually a new deploy removed it), the page reloads once; the flag in
 * session storage stops a reload loop, and the error screen shows instead.
 */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ROUTE_LOAD_ATTEMPTS; attempt++) {
    try {
      const loaded = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return loaded;
    } catch (error) {
      lastError = error;
      if (attempt < ROUTE_LOAD_ATTEMPTS) await wait(ROUTE_LOAD_RETRY_DELAY_MS);
    }
  }
  if (isDynamicImportFailure(lastError) && sessionStorage.getItem(RELOADED_KEY) !== location.href) {
    sessionStorage.setItem(RELOADED_KEY, location.href);
    location.reload();
    return new Promise<never>(() => {});
  }
  throw lastError;
}
