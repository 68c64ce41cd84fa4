import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";

/** Makes a picture of a size (the tests pass one drawn with sharp), so the fakes need no image library. */
export type PictureMaker = (width: number, height: number) => Promise<Uint8Array>;

/** What a fake does with the next request instead of answering it: an HTTP error, or no answer at all until the caller gives up. */
export type Trouble = { status: number; body: unknown } | { hang: true };

/** A one-colour RGB PNG, encoded by hand (for callers without an image library, such as the benchmarks). */
export function solidPng(width: number, height: number, [red, green, blue] = [64, 112, 192]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([red, green, blue], 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A multipart body as the Fetch API parses it. */
export const readForm = async (request: IncomingMessage) =>
  new Response(new Uint8Array(await readBody(request)), {
    headers: { "content-type": String(request.headers["content-type"]) },
  }).formData();

export const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> =>
  JSON.parse((await readBody(request)).toString() || "{}") as Record<string, unknown>;

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export function sendBytes(response: ServerResponse, bytes: Uint8Array, type = "image/png") {
  response.writeHead(200, { "content-type": type, "content-length": bytes.byteLength });
  response.end(bytes);
}

/** The queue of troubles the next requests meet, in order; answers itself when it handled the request. */
export class TroubleQueue {
  private readonly queued: Trouble[] = [];
  /** Requests held without an answer, ended when the fake closes. */
  readonly held = new Set<ServerResponse>();

  add(...troubles: Trouble[]) {
    this.queued.push(...troubles);
  }

  /** True when the next trouble took this request. */
  meet(response: ServerResponse): boolean {
    const trouble = this.queued.shift();
    if (!trouble) return false;
    if ("hang" in trouble) {
      this.held.add(response);
      response.on("close", () => this.held.delete(response));
    } else sendJson(response, trouble.status, trouble.body);
    return true;
  }
}

/** Listens on 127.0.0.1 at a free port; `close` ends held requests first. */
export async function listen(server: Server, troubles?: TroubleQueue): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of troubles?.held ?? []) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `WxH` as numbers, or the default when absent. */
export function parseSize(size: unknown, fallback: [number, number]): [number, number] {
  const match = typeof size === "string" ? /^(\d+)x(\d+)$/.exec(size) : null;
  return match ? [Number(match[1]), Number(match[2])] : fallback;
}
