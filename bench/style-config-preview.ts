/**
 * The style-config screen's live preview with nine layouts on screen. Starts the product as
 * `npm start` does (web app already built) on a fresh data folder, signs a staff member up
 * (confirmed in the database, as a mailed link would), makes a template offering all nine
 * starter layouts (a copy of `--template`), opens its style-config in Chromium and, in each
 * aspect ratio, changes the background colour `--changes` times, waiting for each redraw. The
 * screen times each redraw itself (from the edit reaching its animation frame to all nine
 * thumbnails drawn by the shared renderer, React's render included): p50, p95 and max in ms.
 * Prints JSON. Only 127.0.0.1 is contacted.
 *
 *   npm run build && node bench/style-config-preview.ts [--template bold] [--changes 20]
 *
 * Chromium draws in software here (--disable-gpu, as on a server without a GPU).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { ASPECT_RATIOS } from "@framewise/scene";
import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { sql } from "drizzle-orm";
import { lockDataDir } from "../apps/server/src/platform/db/data-dir-lock.ts";
import { openDatabase } from "../apps/server/src/platform/db/database.ts";
import { percentiles, roundTenth } from "./percentiles.ts";
import { signUp, startProduct } from "./product-server.ts";

const { values } = parseArgs({
  options: { template: { type: "string", default: "bold" }, changes: { type: "string", default: "20" } },
});
const CHANGES = Number(values.changes);
const STAFF_DOMAIN = "bench.test";
const EMAIL = `style@${STAFF_DOMAIN}`;
const TEMPLATE_ID = "bench-style";

async function confirmEmail(dataDir: string) {
  const lock = await lockDataDir(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`update "user" set email_verified = true where email = ${EMAIL}`);
  } finally {
    await database.close();
    await lock.release();
  }
}

const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-style-config-"));
const dataDir = path.join(folder, "data");
const env = { DATA_DIR: dataDir, STAFF_EMAIL_DOMAINS: STAFF_DOMAIN };
let server = await startProduct(env);
const cookie = await signUp(server, EMAIL);
await server.stop();
await confirmEmail(dataDir);
server = await startProduct(env);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const base = STARTER_TEMPLATES.find((template) => template.id === values.template);
  if (!base) throw new Error(`no starter template ${values.template}`);
  const definition = { ...base, id: TEMPLATE_ID, name: "Bench style", layouts: STARTER_LAYOUTS.map((layout) => layout.id) };
  const created = await fetch(`${server.url}/api/v1/staff/library/template`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({ definition }),
  });
  if (!created.ok) throw new Error(`creating the template answered ${created.status}: ${await created.text()}`);

  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.url };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/templates-pipeline/${TEMPLATE_ID}/style-config`);
  const grid = page.getByTestId("preview-grid");
  await grid.getByRole("img").nth(8).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.fonts.status === "loaded");
  const colour = page.getByRole("group", { name: "Background colour" }).getByRole("textbox", { name: "Custom colour" });

  const results: Record<string, unknown> = {};
  let redraws = 0;
  const loadAtStart = roundTenth(loadavg()[0]!);
  for (const aspectRatio of ASPECT_RATIOS) {
    await page.getByRole("radiogroup", { name: "Aspect ratio" }).getByText(aspectRatio, { exact: true }).click();
    const before = redraws;
    for (let change = 0; change < CHANGES; change++) {
      redraws++;
      await colour.fill(`#${((redraws * 7) % 256).toString(16).padStart(2, "0")}3050`);
      await page.waitForFunction(
        (count) => document.querySelector<HTMLElement>("[data-testid=preview-grid]")?.dataset.redraws === String(count),
        redraws,
      );
    }
    const times = (await grid.getAttribute("data-frame-times"))!.split(",").map(Number).slice(before);
    results[aspectRatio] = { layouts: await grid.getByRole("img").count(), redraws: times.length, ms: percentiles(times) };
  }
  console.log(
    JSON.stringify(
      {
        template: values.template,
        changes: CHANGES,
        chromium: "software (--disable-gpu)",
        loadAtStart,
        loadAtEnd: roundTenth(loadavg()[0]!),
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
