/**
 * Fetching URLs that users supply (media for the render asset cache, later web pages) without
 * letting them point the server at itself or its private network (SSRF).
 *
 * - Only http and https, no `user:pass@` credentials, and IP-literal hosts must be public.
 * - Host names are checked where it matters, at connect time: the request's `lookup` hook checks
 *   every address the resolver returns, and the socket connects only to those checked addresses.
 *   A resolver whose answer changes between a pre-check and the connect (DNS rebinding) gains
 *   nothing, because there is no separate pre-check.
 * - Every redirect hop goes through the same checks; the body is capped in bytes and the whole
 *   exchange, slow bodies included, in time.
 * - No shared agent: each request gets its own connection, so a socket opened under other
 *   rules is never reused. No `Accept-Encoding` is sent and nothing is decompressed, so the
 *   byte cap is the size on the wire and on disk.
 */
import { randomUUID } from "node:crypto";
import { lookup as dnsLookup } from "node:dns";
import type { LookupAddress } from "node:dns";
import { open, rename, rm } from "node:fs/promises";
import http from "node:http";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { LookupFunction } from "node:net";
import { basename, dirname, join } from "node:path";
import { addAbortSignal } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isLoopbackAddress, isPublicAddress } from "./address-check.ts";

export type SafeFetchOptions = {
  /** Largest body accepted, in bytes (default 50 MiB). */
  maxBytes?: number;
  /** Time allowed for the whole exchange: lookups, redirects and the body (default 20 s). */
  timeoutMs?: number;
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number;
  /** Resolver with the `dns.lookup` callback signature; it is asked with `all: true` (default `dns.lookup`). */
  lookup?: LookupFunction;
  /** Tests only: also accept 127.0.0.0/8 and ::1, so a loopback test server can be reached. */
  allowLoopbackForTests?: boolean;
  /** The `Accept` request header. */
  accept?: string;
  signal?: AbortSignal;
};

/** A POST (`safePost`): its body and headers; redirects are not followed and any status is answered. */
type PostRequest = { body: string; headers: Record<string, string> };

/** The final response, once every redirect has been followed. */
export type SafeFetchHead = {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The `Content-Type` header as sent, if any. */
  contentType: string | undefined;
};

export type SafeFetchResult = SafeFetchHead & { body: Buffer };
export type SafeFetchFileResult = SafeFetchHead & { path: string; bytes: number };

export type UnsafeUrlCode = "invalid_url" | "bad_scheme" | "credentials" | "blocked_address" | "too_many_redirects";
export type FetchFailedCode = "too_large" | "timeout" | "http_status" | "network";

/** The URL was refused for safety; nothing was sent to the address it names. */
export class UnsafeUrlError extends Error {
  readonly code: UnsafeUrlCode;
  /** The refused URL, without credentials. */
  readonly url: string;

  constructor(code: UnsafeUrlCode, url: string, reason: string) {
    super(`"${url}" is refused: ${reason}.`);
    this.name = "UnsafeUrlError";
    this.code = code;
    this.url = url;
  }
}

/** The URL was allowed, but fetching it did not succeed. */
export class FetchFailedError extends Error {
  readonly code: FetchFailedCode;
  /** The URL being fetched, without credentials. */
  readonly url: string;
  /** The HTTP status, for `http_status`. */
  readonly status?: number;

  constructor(code: FetchFailedCode, url: string, reason: string, options?: { status?: number; cause?: unknown }) {
    super(`"${url}" could not be fetched: ${reason}.`, { cause: options?.cause });
    this.name = "FetchFailedError";
    this.code = code;
    this.url = url;
    this.status = options?.status;
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

type Settings = {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  lookup: LookupFunction;
  allowLoopback: boolean;
  accept: string | undefined;
  post: PostRequest | undefined;
};

function settingsFrom(options: SafeFetchOptions, post?: PostRequest): Settings {
  return {
    maxBytes: options.maxBytes ?? 50 * 1024 * 1024,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxRedirects: options.maxRedirects ?? 5,
    lookup: options.lookup ?? dnsLookup,
    allowLoopback: options.allowLoopbackForTests ?? false,
    accept: options.accept,
    post,
  };
}

/** A URL fit for an error message: credentials are never repeated back. */
function shown(url: URL | string): string {
  if (typeof url === "string") return url.replace(/\/\/[^/?#]*@/, "//").slice(0, 500);
  const copy = new URL(url);
  copy.username = "";
  copy.password = "";
  return copy.href;
}

function allowedAddress(ip: string, settings: Settings): boolean {
  return isPublicAddress(ip) || (settings.allowLoopback && isLoopbackAddress(ip));
}

const blockedAddress = (url: URL, ip: string) =>
  new UnsafeUrlError("blocked_address", shown(url), `it points to a private or local address (${ip})`);

/** The checks made before anything is sent: scheme, credentials, and IP-literal hosts (which never reach `lookup`). */
function checkedUrl(input: string | URL, base: URL | undefined, settings: Settings): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new UnsafeUrlError("invalid_url", shown(String(input)), "it is not a valid web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UnsafeUrlError("bad_scheme", shown(url), `only http and https links can be fetched, not ${url.protocol.slice(0, -1)}`);
  if (url.username || url.password)
    throw new UnsafeUrlError("credentials", shown(url), "links with a user name or password are not allowed");
  const host = bareHost(url);
  if (isIP(host) && !allowedAddress(host, settings)) throw blockedAddress(url, host);
  return url;
}

/** The host as sockets want it: IPv6 literals without their brackets. */
function bareHost(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * A `lookup` for the request's socket that resolves with `all: true` and refuses the connection
 * unless every address is allowed. The socket connects only to addresses handed back from here.
 */
function guardedLookup(url: URL, settings: Settings): LookupFunction {
  return (hostname, options, callback) => {
    settings.lookup(hostname, { ...options, all: true }, (error, answer, family) => {
      if (error) return callback(error, "");
      const addresses: LookupAddress[] = Array.isArray(answer) ? answer : [{ address: answer, family: family ?? isIP(answer) }];
      const refused = addresses.find((entry) => !allowedAddress(entry.address, settings));
      if (refused) return callback(blockedAddress(url, refused.address), "");
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`No address found for ${hostname}.`), { code: "ENOTFOUND" }), "");
      // Answer in the shape the socket asked for.
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/** One GET (or the POST), no redirects followed; resolves with the response head. */
function send(url: URL, settings: Settings, signal: AbortSignal): Promise<IncomingMessage> {
  const { post } = settings;
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      {
        protocol: url.protocol,
        method: post ? "POST" : "GET",
        hostname: bareHost(url),
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname + url.search,
        headers: { ...(settings.accept ? { accept: settings.accept } : {}), ...post?.headers },
        agent: false,
        lookup: guardedLookup(url, settings),
        signal,
      },
      resolve,
    );
    request.on("error", reject);
    request.end(post?.body);
  });
}

/** Passes the body through, failing as soon as it grows past the cap. */
async function* capped(body: AsyncIterable<Buffer>, url: URL, settings: Settings): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > settings.maxBytes) throw tooLarge(url, settings);
    yield chunk;
  }
}

const tooLarge = (url: URL, settings: Settings) =>
  new FetchFailedError("too_large", shown(url), `it is larger than the limit of ${sizeText(settings.maxBytes)}`);

function sizeText(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  return mebibytes >= 1 ? `${Math.round(mebibytes * 10) / 10} MB` : `${bytes} bytes`;
}

/**
 * What both variants share: checks, redirects, status, the size and time limits. `consume` gets
 * the final response's body (capped, and cut off at the deadline) and returns what it made of it.
 */
async function fetchWith<T>(
  input: string,
  options: SafeFetchOptions,
  consume: (body: AsyncIterable<Buffer>, signal: AbortSignal) => Promise<T>,
  post?: PostRequest,
): Promise<SafeFetchHead & { result: T }> {
  const settings = settingsFrom(options, post);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  let url: URL | undefined;
  try {
    url = checkedUrl(input, undefined, settings);
    for (let redirects = 0; ; redirects++) {
      const response = await send(url, settings, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      // A POST is never sent on to where a redirect points: the redirect is its answer.
      if (REDIRECT_STATUSES.has(status) && location && !post) {
        // The redirect's own body is of no interest; the connection is not reused anyway.
        response.destroy();
        if (redirects >= settings.maxRedirects)
          throw new UnsafeUrlError("too_many_redirects", shown(input), `it redirects more than ${settings.maxRedirects} times`);
        url = checkedUrl(location, url, settings);
        continue;
      }
      if ((status < 200 || status > 299) && !post) {
        response.destroy();
        throw new FetchFailedError("http_status", shown(url), `the server answered ${status}`, { status });
      }
      // Refuse a declared oversize body before reading (or, for files, writing) any of it.
      if (Number(response.headers["content-length"]) > settings.maxBytes) {
        response.destroy();
        throw tooLarge(url, settings);
      }
      let result: T;
      try {
        result = await consume(capped(addAbortSignal(signal, response), url, settings), signal);
      } finally {
        // Whatever `consume` did, the connection is done with.
        response.destroy();
      }
      return { url: url.href, status, headers: response.headers, contentType: response.headers["content-type"], result };
    }
  } catch (error) {
    if (error instanceof UnsafeUrlError || error instanceof FetchFailedError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    const where = url ? shown(url) : shown(input);
    if (deadline.signal.aborted)
      throw new FetchFailedError("timeout", where, `it took longer than ${settings.timeoutMs / 1000} seconds`, { cause: error });
    const code = (error as { code?: unknown }).code;
    throw new FetchFailedError(
      "network",
      where,
      `the server could not be reached (${typeof code === "string" ? code : (error as Error).message})`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches a user-supplied http(s) URL into memory. Throws `UnsafeUrlError` or `FetchFailedError`. */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { result, ...head } = await fetchWith(url, options, readAll);
  return { ...head, body: result };
}

async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Posts `body` to a user-supplied http(s) URL (a webhook) under the same checks and limits, and
 * answers whatever status comes back, with its body: a redirect is not followed but answered.
 * Throws `UnsafeUrlError`, or `FetchFailedError` when no answer came (or it was too large).
 */
export async function safePost(url: string, post: PostRequest, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { result, ...head } = await fetchWith(url, options, readAll, post);
  return { ...head, body: result };
}

/**
 * Fetches a user-supplied http(s) URL into `filePath`, streaming to a temporary file beside it and
 * renaming it into place once complete: `filePath` is either the whole body or untouched, and
 * nothing is left behind on failure. Throws `UnsafeUrlError` or `FetchFailedError`.
 */
export async function safeFetchToFile(url: string, filePath: string, options: SafeFetchOptions = {}): Promise<SafeFetchFileResult> {
  const { result, ...head } = await fetchWith(url, options, async (body, signal) => {
    // Same directory, so the rename stays on one file system and is atomic.
    const temporary = join(dirname(filePath), `.${basename(filePath)}.${randomUUID()}.part`);
    const file = await open(temporary, "wx");
    try {
      // `flush` syncs the data to disk before the stream closes the file, so the rename never
      // publishes a file whose contents are still only in memory.
      const stream = file.createWriteStream({ flush: true });
      await pipeline(body, stream, { signal });
      await rename(temporary, filePath);
      return stream.bytesWritten;
    } catch (error) {
      // Usually the stream has closed it already; cleanup must never hide the real error.
      await file.close().catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
  });
  return { ...head, path: filePath, bytes: result };
}
