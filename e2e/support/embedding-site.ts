import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Another site that pastes an embed code into its page: served on 127.0.0.1, and addressed as
 * `localhost` while the app is on 127.0.0.1 (or the other way round), so the browser sees
 * another site, not just another port.
 */
export async function startEmbeddingSite(appUrl: string, embedCode: string): Promise<{ url: string; stop(): Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head><body>${embedCode}</body></html>`;
  const server = createServer(
    (_request, response) => void response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = new URL(appUrl).hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
