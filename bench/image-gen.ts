/**
 * The image studio's benchmarks, printed as JSON.
 * - `overhead`: what Framewise adds between "Generate" and the provider receiving the request,
 *   and between the provider's answer and the image on screen, against a loopback provider that
 *   answers at once (image-gen-overhead.ts). Target: p95 under 150 ms each.
 * - `gallery`: `/image-gen/all` with 10,000 generations in Chromium: the first screen of tiles
 *   painted (target under 1 s), frame times scrolling to the bottom and back (target 60 fps), and
 *   memory while scrolling (target flat) (image-gallery.ts). Build the web app first.
 *
 *   node bench/image-gen.ts [--only overhead|gallery] [--runs 30] [--images 10000] [--gallery-runs 5]
 *                           [--scroll-step 100] [--max-scroll-seconds 240]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { measureGallery } from "./image-gallery.ts";
import { measureOverhead } from "./image-gen-overhead.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    runs: { type: "string", default: "30" },
    images: { type: "string", default: "10000" },
    "gallery-runs": { type: "string", default: "5" },
    "scroll-step": { type: "string", default: "100" },
    "max-scroll-seconds": { type: "string", default: "240" },
  },
});
if (values.only && !["overhead", "gallery"].includes(values.only)) throw new Error("--only takes overhead or gallery");

const loadAtStart = loadavg()[0];
const overhead = values.only === "gallery" ? undefined : await measureOverhead(Number(values.runs));
const gallery =
  values.only === "overhead"
    ? undefined
    : await measureGallery({
        images: Number(values.images),
        runs: Number(values["gallery-runs"]),
        step: Number(values["scroll-step"]),
        maxScrollSeconds: Number(values["max-scroll-seconds"]),
      });
console.log(JSON.stringify({ overhead, gallery, load: { start: loadAtStart, end: loadavg()[0] } }, null, 2));
