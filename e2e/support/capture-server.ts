import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export interface CapturedEvent {
  event: string;
  properties: { distinct_id?: string } & Record<string, unknown>;
}

export const EVENTS_PATH = "/__captured-events";
export const REQUESTS_PATH = "/__captured-requests";

/** Every PostHog event the capture server at `captureUrl` has recorded, from a test worker. */
export async function capturedEvents(captureUrl: string): Promise<CapturedEvent[]> {
  return (await fetch(captureUrl + EVENTS_PATH)).json() as Promise<CapturedEvent[]>;
}

/** Every POST it received (Sentry's envelopes among them), path and body as text. */
export async function capturedRequests(captureUrl: string): Promise<{ path: string; body: string }[]> {
  return (await fetch(captureUrl + REQUESTS_PATH)).json() as Promise<{ path: string; body: string }[]>;
}

/** PostHog's capture bodies: JSON, gzip, or base64 in a `data=` form field. */
function decodeBody(body: Buffer, url: URL): unknown[] {
  let text: string;
  if (url.searchParams.get("compression") === "gzip-js" || (body[0] === 0x1f && body[1] === 0x8b)) text = gunzipSync(body).toString();
  else text = body.toString();
  if (text.startsWith("data=")) text = Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString();
  if (!text.trim().startsWith("{") && !text.trim().startsWith("[")) return [];
  const parsed = JSON.parse(text) as unknown;
  if (Array.isArray(parsed)) return parsed;
  const batch = (parsed as { batch?: unknown[] }).batch;
  return batch ?? [parsed];
}

/**
 * A stand-in for PostHog's ingestion API and Sentry's envelope endpoint on 127.0.0.1: answers
 * PostHog's config and flags calls with empty settings and records every event and request;
 * tests read them back from EVENTS_PATH and REQUESTS_PATH.
 */
export async function startCaptureServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const events: CapturedEvent[] = [];
  const requests: { path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://capture");
      if (url.pathname === EVENTS_PATH) return void response.setHeader("Content-Type", "application/json").end(JSON.stringify(events));
      if (url.pathname === REQUESTS_PATH) return void response.setHeader("Content-Type", "application/json").end(JSON.stringify(requests));
      response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
      response.setHeader("Access-Control-Allow-Credentials", "true");
      response.setHeader("Access-Control-Allow-Headers", "content-type");
      if (request.method === "POST" && chunks.length) {
        requests.push({ path: url.pathname, body: Buffer.concat(chunks).toString() });
        try {
          events.push(...(decodeBody(Buffer.concat(chunks), url) as CapturedEvent[]).filter((e) => typeof e?.event === "string"));
        } catch {
          // Not an event batch (a flags call, say): nothing to record.
        }
      }
      response.setHeader("Content-Type", "application/json");
      response.end(url.pathname.includes("flags") || url.pathname.includes("decide") ? '{"featureFlags":{},"flags":{}}' : "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
