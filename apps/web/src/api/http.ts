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
  /** Sent as JSON, or as multipart when it is a FormData (files). */
  body?: unknown;
}

/** The API's error from an answer's body, or a plain one naming the status when the body has none. */
export function apiErrorOf(payload: unknown, status: number): ApiError {
  const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)?.error;
  return new ApiError(error?.message ?? `Request failed (${status})`, status, error?.code ?? "http_error", error?.fields);
}

/** A request to the API answering its 2xx response (for bodies that are not JSON, such as a zip); throws like `apiRequest`. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: options.method ?? "GET",
    headers,
    credentials: "same-origin",
    body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
  }).catch((cause: unknown) => {
    throw new NetworkError(cause);
  });
  if (!response.ok) throw apiErrorOf(await response.json().catch(() => undefined), response.status);
  return response;
}

/** JSON request to the API; throws ApiError with the server's message when it does not answer 2xx, NetworkError when it does not answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  return (await response.json().catch(() => undefined)) as T;
}
