/**
 * The image studio's benchmarks, printed as JSON.
 * - `overhead`: what Framewise adds between "Generate" and the provider receiving the request,
 *   and between the provider's answer and the image on screen, against a loopback provider that
 *   answers at once (image-gen-overhead.ts). Target: p95 under 150 ms each.
 *
 *   node bench/image-gen.ts [--runs 30]
 */
import { parseArgs } from "node:util";
import { measureOverhead } from "./image-gen-overhead.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "30" } } });

const overhead = await measureOverhead(Number(values.runs));
console.log(JSON.stringify({ overhead, load: (await import("node:os")).loadavg()[0] }, null, 2));
