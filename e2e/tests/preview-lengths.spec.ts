import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Asset } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";
import { wavFile } from "../support/media-fixtures.ts";

let folder: string;
test.beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "framewise-lengths-e2e-"));
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const headers = { origin: e2eEnvironment.appUrl };

test("a scene that follows its recording lasts the recording's length in the strip, its card and the preview's total", async ({ page }) => {
  await signUpByApi(page);
  // A 6.3 s recording in the library, processed (its record then says how long it is).
  const uploaded = await page.request.post("/api/v1/assets", {
    multipart: { file: { name: "welcome.wav", mimeType: "audio/wav", buffer: await readFile(await wavFile(folder, "welcome.wav", 6.3)) } },
    headers,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const recording = ((await uploaded.json()) as { data: Asset }).data.id;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/assets/${recording}`)).json()) as { data: Asset }).data.status, {
      timeout: 30_000,
    })
    .toBe("ready");

  // A video whose first scene speaks it and lasts as long as it, and half a second more.
  const created = await page.request.post("/api/v1/content", {
    data: { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Welcome" },
    headers,
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const { document, version } = (
    (await (await page.request.get(`/api/v1/content/${id}`)).json()) as { data: { document: Content; version: number } }
  ).data;
  const [first, ...rest] = document.scenes;
  const voiced = {
    ...first!,
    duration: { follow: "voiceover" as const, padding: 0.5, min: 2, max: 30 },
    voiceover: { text: "Welcome to the shop.", src: `asset:${recording}`, volume: 1 },
  };
  const saved = await page.request.put(`/api/v1/content/${id}`, {
    data: { version, document: { ...document, scenes: [voiced, ...rest] } },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/content/${id}/edit`);
  await waitForSignedInShell(page);
  const tile = page.getByTestId("scene-strip-tile").first();
  await expect(tile).toHaveText("1 · 6.8 s");
  await expect(tile).toHaveAttribute("aria-label", /^Scene 1, 6\.8 s · follows voice:/);
  await expect(page.getByTestId("scene-card").first().getByTestId("scene-length")).toHaveText("Length: 6.8 s · follows voice");
  // The other scenes keep their own lengths; the whole video is 6.8 s longer than they are.
  const others = rest.reduce((sum, scene) => sum + (typeof scene.duration === "number" ? scene.duration : 0), 0);
  const frames = Math.round((6.8 + others) * document.fps);
  const hundredths = Math.floor(((frames % document.fps) * 100) / document.fps);
  const total = `0:${String(Math.floor(frames / document.fps)).padStart(2, "0")}.${String(hundredths).padStart(2, "0")}`;
  await expect(page.getByTestId("preview-time")).toHaveText(`0:00.00 / ${total}`);
});
