/**
 * Cold start to first page: starts the product as `npm start` does (web app already built) on a
 * fresh data folder, then again on the same folder, each time opening /login in Chromium, and prints JSON with the time to a listening
 * server, to the rendered sign-in page, and the JavaScript the login page loaded (raw and gzip).
 *
 *   npm run build && node bench/first-page.ts [runs]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startProduct } from "./product-server.ts";

const runs = Number(process.argv[2] ?? 3);

async function startAndLoad(dataDir: string): Promise<{
  listeningMs: number;
  firstPageMs: number;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  jsTransferredBytes: number;
}> {
  const started = performance.now();
  const server = await startProduct({ DATA_DIR: dataDir });
  const url = server.url;
  const listeningMs = performance.now() - started;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage();
  const scripts: Promise<Buffer>[] = [];
  const transferred: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.body());
    transferred.push(
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    );
  });
  await page.goto(`${url}/login`);
  await page.getByRole("heading", { name: "Sign in" }).waitFor();
  const firstPageMs = performance.now() - started;
  const bodies = await Promise.all(scripts);
  const transferredBytes = (await Promise.all(transferred)).reduce((sum, size) => sum + size, 0);
  await browser.close();

  await server.stop();
  return {
    listeningMs: Math.round(listeningMs),
    firstPageMs: Math.round(firstPageMs),
    jsFiles: bodies.length,
    jsBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    jsTransferredBytes: transferredBytes,
  };
}

// Each run: a first start on a fresh folder (database created and migrated), then a restart on it.
const results = [];
const restarts = [];
for (let run = 0; run < runs; run++) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-"));
  results.push(await startAndLoad(dataDir));
  restarts.push(await startAndLoad(dataDir));
  await rm(dataDir, { recursive: true, force: true });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  JSON.stringify(
    {
      benchmark: "cold start to first page (/login)",
      runs: results,
      restarts: restarts.map(({ listeningMs, firstPageMs }) => ({ listeningMs, firstPageMs })),
      median: {
        restartListeningMs: median(restarts.map((r) => r.listeningMs)),
        restartFirstPageMs: median(restarts.map((r) => r.firstPageMs)),
        listeningMs: median(results.map((r) => r.listeningMs)),
        firstPageMs: median(results.map((r) => r.firstPageMs)),
        loginJsGzipKiB: Math.round(median(results.map((r) => r.jsGzipBytes))! / 102.4) / 10,
        loginJsTransferredKiB: Math.round(median(results.map((r) => r.jsTransferredBytes))! / 102.4) / 10,
      },
    },
    null,
    2,
  ),
);
