/**
 * The library studio's automatic checklist (schema, text fit with fuzzed longest texts, safe
 * areas, contrast) for one layout in its four aspect ratios, as `POST …/checklist/run` computes
 * it (apps/server/src/library-studio/run-automatic-checks.ts), text measured by Skia with the
 * renderer's fonts. Prints JSON:
 *   fontsMs        registering the renderer's fonts with Skia (once per process, on the first run);
 *   perLayout      for each starter layout, under one template and under every starter template
 *                  offering it (what the route does): `cold` with a fresh width memory (the first
 *                  checklist after a start, or of new words), `warm` with the server's shared one
 *                  (a rerun), each the median of `--runs`; and the checks the starter library fails;
 *   summary        p50 / p95 / max over the layouts.
 *
 *   node bench/library-checklist.ts [--runs 5]
 */
import { parseArgs } from "node:util";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { layoutSchema, templateSchema } from "@framewise/scene";
import { drawBackdrops } from "../apps/server/src/library-studio/items/draw-backdrops.ts";
import { runAutomaticChecks } from "../apps/server/src/library-studio/items/run-automatic-checks.ts";
import { createSkiaMeasure } from "../apps/server/src/library-studio/items/skia-measure.ts";
import { percentiles, roundTenth } from "./percentiles.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(values.runs);
const templates = STARTER_TEMPLATES.map((template) => templateSchema.parse(template));
const layouts = STARTER_LAYOUTS.map((layout) => layoutSchema.parse(layout));

const fontsStarted = performance.now();
registerSkiaFonts();
const fontsMs = roundTenth(performance.now() - fontsStarted);

const time = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};
const median = (samples: number[]) => samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

const shared = createSkiaMeasure();
const timed = (library: { templates: typeof templates; layouts: typeof layouts }, layout: (typeof layouts)[number], fresh: boolean) =>
  roundTenth(
    median(
      Array.from({ length: runs }, () => {
        const measure = fresh ? createSkiaMeasure() : shared;
        return time(() => runAutomaticChecks("layout", layout, library, { measure, backdrops: drawBackdrops }));
      }),
    ),
  );
// Skia's own caches warm up on a first pass, as they do in a server that has drawn before.
for (const layout of layouts)
  runAutomaticChecks("layout", layout, { templates, layouts }, { measure: createSkiaMeasure(), backdrops: drawBackdrops });
const perLayout = layouts.map((layout) => {
  const one = { templates: [templates.find((template) => template.layouts.includes(layout.id)) ?? templates[0]!], layouts };
  const every = { templates, layouts };
  const checks = runAutomaticChecks("layout", layout, every, { measure: shared, backdrops: drawBackdrops });
  return {
    layout: layout.id,
    aspects: layout.aspectRatios.length,
    templatesOffering: checks.checkedWith.length,
    oneTemplate: { coldMs: timed(one, layout, true), warmMs: timed(one, layout, false) },
    everyTemplate: { coldMs: timed(every, layout, true), warmMs: timed(every, layout, false) },
    red: Object.keys(checks.failures).sort(),
  };
});

console.log(
  JSON.stringify(
    {
      runs,
      fontsMs,
      perLayout,
      summary: {
        oneTemplateColdMs: percentiles(perLayout.map((row) => row.oneTemplate.coldMs)),
        everyTemplateColdMs: percentiles(perLayout.map((row) => row.everyTemplate.coldMs)),
        everyTemplateWarmMs: percentiles(perLayout.map((row) => row.everyTemplate.warmMs)),
        layoutsAllGreen: perLayout.filter((row) => !row.red.length).map((row) => row.layout),
      },
    },
    null,
    2,
  ),
);
