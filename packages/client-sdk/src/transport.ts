import { apiErrorOf } from "./api-error.ts";

export interface FramewiseOptions {
  /** The client's API key (`fwk_…`), from the staff who run Framewise. */
  apiKey: string;
  /** Where Framewise runs, e.g. `https://videos.example.com`. */
  baseUrl: string;
  /** Another fetch (a proxy's, a test's); the runtime's by default. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One call to `/api/v1/client…`: the key sent, JSON both ways, non-2xx thrown as FramewiseApiError. */
export type Transport = <T>(method: "GET" | "POST", path: string, options?: CallOptions) => Promise<{ body: T; headers: Headers }>;

export function transport(options: FramewiseOptions): Transport {
  const send = options.fetch ?? fetch;
  const base = new URL("/api/v1/client", options.baseUrl).toString();
  return async (method, path, call = {}) => {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    const answer = await send(url, {
      method,
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        accept: "application/json",
        ...(call.body !== undefined && { "content-type": "application/json" }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
    });
    if (!answer.ok) throw await apiErrorOf(answer);
    return { body: (await answer.json()) as never, headers: answer.headers };
  };
}
