/**
 * The everyday API under load: the signed-in video list (`GET /api/v1/content`, as /videos asks
 * for its first page) with 50 connections on loopback, on the embedded database or on the
 * PostgreSQL server named by `--postgres URL`. Starts the product as `npm start` does on a fresh
 * data folder, signs up, makes 40 videos, warms up, then sends requests for `--seconds` (at most
 * `--max-requests`), and prints JSON: requests per second, p50, p90 and p99 in milliseconds, and
 * the response size, and the server's CPU time a request by thread (main, worker threads, V8's
 * helpers), which the machine's other load disturbs less than the rates. Bounded in time and
 * count; only 127.0.0.1 is contacted.
 *
 *   node bench/api.ts [--seconds 10] [--connections 50] [--postgres postgres://…] [--profile folder]
 */
import { request as httpRequest, Agent } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { signUp, startProduct } from "./product-server.ts";
import { threadCpuSeconds } from "./thread-cpu.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "max-requests": { type: "string", default: "200000" },
    postgres: { type: "string" },
    /** A folder for a V8 CPU profile of the server, written when it stops (open it in Chrome's DevTools). */
    profile: { type: "string" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const maxRequests = Number(values["max-requests"]);

const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-api-"));
const scratch = values.postgres ? await createScratchDatabase(values.postgres) : undefined;
const server = await startProduct({
  DATA_DIR: dataDir,
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  ...(values.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(values.profile)}` } : {}),
});
const origin = server.url;
const { hostname, port } = new URL(origin);

try {
  const cookie = await signUp(server);
  for (let i = 0; i < 40; i++) {
    const made = await fetch(`${origin}/api/v1/content`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({ from: "template", templateId: "bold", aspectRatio: "16:9", title: `Video ${i + 1}` }),
    });
    if (made.status !== 201) throw new Error(`creating a video failed: ${made.status}`);
  }

  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const listPath = "/api/v1/content?q=&sort=recent&limit=24";
  let bytes = 0;
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = httpRequest({ host: hostname, port, path: listPath, agent, headers: { cookie } }, (response) => {
        let size = 0;
        response.on("data", (chunk: Buffer) => (size += chunk.length));
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
          bytes = size;
          resolve(performance.now() - started);
        });
      });
      req.on("error", reject);
      req.end();
    });

  // Warm-up: every connection open (so the measure holds no TCP handshakes), caches and JIT settled.
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = 0; i < 4; i++) await get();
    }),
  );

  const serverPid = server.process.pid!;
  const cpuBefore = threadCpuSeconds(serverPid);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < deadline && latencies.length < maxRequests) latencies.push(await get());
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = threadCpuSeconds(serverPid);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(cpuAfter).map(([group, seconds]) => [
      group,
      Math.round((100_000 * (seconds - (cpuBefore[group] ?? 0))) / latencies.length) / 100,
    ]),
  );
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  console.log(
    JSON.stringify(
      {
        database: scratch ? "postgres" : "pglite",
        connections,
        seconds: Math.round(elapsed * 10) / 10,
        requests: latencies.length,
        requestsPerSecond: Math.round(latencies.length / elapsed),
        p50Ms: at(0.5),
        p90Ms: at(0.9),
        p99Ms: at(0.99),
        responseBytes: bytes,
        serverCpuMsPerRequest: cpuMsPerRequest,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
