/**
 * "Plan my video" without a model, as every self-hoster first meets it: the product on a fresh
 * data folder, each prompt of the starter suite (or the first `--prompts`) sent by one person,
 * timed from the request to the editable storyboard with its pictures and music chosen
 * (`composedBeds` counts the beds made; the others were one of the same mood and length, reused;
 * `pictured` the scenes given an illustration). Then the first prompt's video rendered as planned
 * and a text-only copy without its soundtrack and pictures (`--renders` each, interleaved): the
 * share pictures and music add to a render.
 * Prints JSON. Only 127.0.0.1 is contacted.
 *
 *   node bench/plan.ts [--prompts 30] [--renders 2]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { STARTER_PROMPTS } from "../apps/server/src/ai-desk/prompt-tests/starter-suite.ts";
import { signUp, startProduct } from "./product-server.ts";

const { values } = parseArgs({ options: { prompts: { type: "string", default: "30" }, renders: { type: "string", default: "2" } } });
const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-plan-"));
const server = await startProduct({ DATA_DIR: path.join(folder, "data") });
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;

interface Planned {
  id: string;
  version: number;
  document: { soundtrack?: unknown; scenes: { duration: number | { min: number }; slots: Record<string, unknown> }[] };
}

async function renderMs(cookie: string, id: string): Promise<number> {
  const headers = { "content-type": "application/json", origin: server.url, cookie };
  const started = performance.now();
  const queued = await fetch(`${server.url}/api/v1/content/${id}/renders`, { method: "POST", headers, body: "{}" });
  const { id: renderId } = ((await queued.json()) as { data: { id: string } }).data;
  const events = await fetch(`${server.url}/api/v1/renders/${renderId}/events`, { headers: { cookie } });
  let last = "";
  for await (const chunk of events.body!.pipeThrough(new TextDecoderStream())) last += chunk;
  if (!/"status":"done"/.test(last)) throw new Error(`the render did not finish: ${last.slice(-300)}`);
  return performance.now() - started;
}

try {
  const prompts = STARTER_PROMPTS.slice(0, Number(values.prompts));
  const plans: { ms: number; scenes: number; pictured: number; seconds: number; music?: string }[] = [];
  let first: Planned | undefined;
  const cookie = await signUp(server);
  for (const { prompt } of prompts) {
    const started = performance.now();
    const created = await fetch(`${server.url}/api/v1/content`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify({ from: "prompt", prompt }),
    });
    const ms = performance.now() - started;
    if (created.status !== 201) throw new Error(`planning answered ${created.status}: ${await created.text()}`);
    const planned = ((await created.json()) as { data: Planned }).data;
    first ??= planned;
    const seconds = planned.document.scenes.reduce(
      (sum, scene) => sum + (typeof scene.duration === "number" ? scene.duration : scene.duration.min),
      0,
    );
    const music = (planned.document.soundtrack as { src: string } | undefined)?.src;
    const pictured = planned.document.scenes.filter((scene) => scene.slots.picture).length;
    plans.push({ ms, scenes: planned.document.scenes.length, pictured, seconds, ...(music ? { music } : {}) });
  }

  // The same video as text only (no music, no pictures), saved as a copy of its own.
  const planned = first!;
  const headers = { "content-type": "application/json", origin: server.url, cookie };
  const copy = (
    (await (await fetch(`${server.url}/api/v1/content/${planned.id}/duplicate`, { method: "POST", headers, body: "{}" })).json()) as {
      data: Planned;
    }
  ).data;
  const { soundtrack: _music, ...rest } = copy.document;
  const silent = {
    ...rest,
    scenes: rest.scenes.map(({ slots: { picture: _picture, ...slots }, ...scene }) => ({ ...scene, slots })),
  };
  const saved = await fetch(`${server.url}/api/v1/content/${copy.id}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ version: copy.version, document: silent }),
  });
  if (!saved.ok) throw new Error(`saving the silent copy answered ${saved.status}: ${await saved.text()}`);
  const withMusic: number[] = [];
  const withoutMusic: number[] = [];
  for (let index = 0; index < Number(values.renders); index++) {
    withMusic.push(await renderMs(cookie, planned.id));
    withoutMusic.push(await renderMs(cookie, copy.id));
  }
  const ms = plans.map((each) => each.ms);
  const shots = plans.flatMap((each) => Array<number>(each.scenes).fill(each.seconds / each.scenes));
  console.log(
    JSON.stringify(
      {
        prompts: plans.length,
        planMs: { median: Math.round(quantile(ms, 0.5)), p90: Math.round(quantile(ms, 0.9)), max: Math.round(Math.max(...ms)) },
        planMsEachPrompt: ms.map(Math.round),
        withMusic: plans.filter((each) => each.music).length,
        scenes: plans.reduce((sum, each) => sum + each.scenes, 0),
        pictured: plans.reduce((sum, each) => sum + each.pictured, 0),
        composedBeds: new Set(plans.map((each) => each.music).filter(Boolean)).size,
        shotSeconds: { median: Number(quantile(shots, 0.5).toFixed(2)), p90: Number(quantile(shots, 0.9).toFixed(2)) },
        render: {
          seconds: plans[0]!.seconds,
          plannedMs: withMusic.map(Math.round),
          textOnlyMs: withoutMusic.map(Math.round),
          ratio: Number((quantile(withMusic, 0.5) / quantile(withoutMusic, 0.5)).toFixed(3)),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
