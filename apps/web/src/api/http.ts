/** The API's error body: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(message: string, status: number, code: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The request got no HTTP answer: offline, the server down, or the request aborted (a page unloading). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("The server could not be reached. Check your connection and try again.", { cause });
    this.name = "NetworkError";
  }
}

/**
 * True when a failure says nothing about the request itself: no HTTP answer, 429 (try later), or
 * a gateway's 502–504 (the app server did not answer it). Such a failure is worth trying again.
 */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 429 || (error.status >= 502 && error.status <= 504));
}

interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  bearer?: string;
  body?: unknown;
}

/** JSON request to the API; throws ApiError with the server's message when it does not answer 2xx, NetworkError when it does not answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: options.method ?? "GET",
    headers,
    credentials: "same-origin",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  }).catch((cause: unknown) => {
    throw new NetworkError(cause);
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } })?.error;
    throw new ApiError(
      error?.message ?? `Request failed (${response.status})`,
      response.status,
      error?.code ?? "http_error",
      error?.fields,
    );
  }
  return payload as T;
}
