import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One photo or clip a fake stock service offers. */
export interface FakeStockItem {
  id: number | string;
  kind: "image" | "video";
  /** Words a search matches (any of the query's words). */
  words: string[];
  author: string;
  width: number;
  height: number;
  /** Seconds, for clips. */
  duration?: number;
}

/** What a fake stock service was asked: the path, the query and the headers, for protocol checks. */
export interface FakeStockRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakeStockOptions {
  items: FakeStockItem[];
  /** The bytes served for every photo and every clip of the catalogue. */
  files: { image: Uint8Array; video: Uint8Array };
}

export interface FakeStockService {
  /** The API's base address to configure (`PEXELS_API_URL` …). */
  url: string;
  /** Every API request received, in order (file downloads are counted in `downloads`). */
  requests: FakeStockRequest[];
  /** The media files fetched, by path. */
  downloads: string[];
  /** While true, every API request is refused as over the service's rate limit. */
  overLimit: boolean;
  /** While set, file downloads are answered only once it settles (to line up two copies at once). */
  holdFiles: Promise<void> | undefined;
  close(): Promise<void>;
}

/** What a protocol answers: a status, a JSON (or text) body and headers. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A protocol: turns one API request into an answer, knowing the server's own address for file links. */
export type FakeProtocol = (request: FakeStockRequest, context: { origin: string; service: FakeStockService }) => FakeAnswer;

/** Items whose words contain any word of `query` (case-insensitive), of `kind`. */
export function matching(items: FakeStockItem[], kind: FakeStockItem["kind"], query: string): FakeStockItem[] {
  const words = query
    .toLowerCase()
    .split(/[\s+,]+/)
    .filter(Boolean);
  return items.filter((item) => item.kind === kind && item.words.some((word) => words.includes(word.toLowerCase())));
}

/** One page of `list`, 1-based. */
export const pageOf = <T>(list: T[], page: number, perPage: number) => list.slice((page - 1) * perPage, page * perPage);

/** Where the fake serves an item's file (a clip's in one of its renditions). */
export const fileUrl = (origin: string, item: FakeStockItem, rendition?: string) =>
  `${origin}/files/${item.kind}/${item.id}${rendition ? `-${rendition}` : ""}.${item.kind === "image" ? "jpg" : "mp4"}`;

function send(response: ServerResponse, answer: FakeAnswer) {
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  const type = typeof answer.body === "string" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8";
  response.writeHead(answer.status, { "content-type": type, ...answer.headers }).end(text);
}

/**
 * A loopback HTTP server standing in for a paid stock service: API requests go to `protocol`
 * (which speaks the real service's paths, parameters, authentication and answers), files under
 * `/files/` are served from the catalogue's bytes.
 */
export async function startFakeStockServer(options: FakeStockOptions, protocol: FakeProtocol): Promise<FakeStockService> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service: FakeStockService = {
    url: origin,
    requests: [],
    downloads: [],
    overLimit: false,
    holdFiles: undefined,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const sendFile = (response: ServerResponse, kind: string, id: string) => {
    const known = options.items.some((item) => item.kind === kind && String(item.id) === id);
    if (!known) return send(response, { status: 404, body: "Not found" });
    const bytes = kind === "image" ? options.files.image : options.files.video;
    response.writeHead(200, { "content-type": kind === "image" ? "image/jpeg" : "video/mp4" }).end(bytes);
  };
  server.on("request", (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    // A clip's renditions are files named `<id>-<rendition>.mp4`.
    const file = /^\/files\/(image|video)\/([^/.-]+)(?:-\w+)?\.(jpg|mp4)$/.exec(url.pathname);
    if (file) {
      service.downloads.push(url.pathname);
      return void Promise.resolve(service.holdFiles).then(() => sendFile(response, file[1]!, file[2]!));
    }
    const asked: FakeStockRequest = { path: url.pathname, query: url.searchParams, headers: request.headers };
    service.requests.push(asked);
    send(response, protocol(asked, { origin, service }));
  });
  return service;
}
