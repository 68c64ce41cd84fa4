import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createCanvas } from "@napi-rs/canvas";

const shopPage = new URL("../../apps/server/test/fixtures/shop-page.html", import.meta.url);
/** A dark shop page behind a cookie banner, with its logo in the header, a newsletter box and a footer. */
const darkShopPage = new URL("../../apps/server/test/fixtures/dark-shop-page.html", import.meta.url);

/** A picture per path, so each of the page's images looks different. */
async function picture(path: string): Promise<Buffer> {
  const canvas = createCanvas(640, 400);
  const ctx = canvas.getContext("2d");
  const hue = [...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  ctx.fillStyle = `hsl(${hue} 60% 45%)`;
  ctx.fillRect(0, 0, 640, 400);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(240, 120, 160, 160);
  return canvas.encode("jpeg", 85);
}

/** A fixture shop on 127.0.0.1 (so on plain `http:`) for URL-to-video: two product pages and their pictures. */
export async function startShopServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const html = await readFile(shopPage);
  const darkHtml = await readFile(darkShopPage);
  const server = createServer((request, response) => {
    const path = request.url?.split("?")[0] ?? "/";
    if (path.startsWith("/images/")) void picture(path).then((jpeg) => response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg));
    else response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(path.includes("midnight") ? darkHtml : html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
