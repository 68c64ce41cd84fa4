import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Asset } from "@framewise/contracts";
import { openAssetPicker } from "../support/asset-picker-harness.ts";
import { expect, signUpByApi, test } from "../support/fixtures.ts";
import { mp4File, pngFile, wavFile } from "../support/media-fixtures.ts";
import { e2eEnvironment } from "../support/environment.ts";

let folder: string;
test.beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "framewise-picker-e2e-"));
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const MIME_TYPES: Record<string, string> = { ".png": "image/png", ".mp4": "video/mp4", ".wav": "audio/wav" };

/** Uploads files through the real API, oldest first, and waits until the server has processed them all. */
async function seedLibrary(page: Page, files: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const file of files) {
    const name = path.basename(file);
    const response = await page.request.post("/api/v1/assets", {
      multipart: { file: { name, mimeType: MIME_TYPES[path.extname(name)]!, buffer: await readFile(file) } },
      headers: { origin: e2eEnvironment.appUrl },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids[name] = ((await response.json()) as { data: Asset }).data.id;
  }
  await expect
    .poll(async () => ((await (await page.request.get("/api/v1/assets")).json()) as { data: Asset[] }).data.map((asset) => asset.status), {
      timeout: 30_000,
    })
    .toEqual(files.map(() => "ready"));
  return ids;
}

async function seedMixedLibrary(page: Page) {
  await signUpByApi(page);
  return seedLibrary(page, [
    await pngFile(folder, "beach-sunset.png", 640, 480),
    await pngFile(folder, "city-night.png", 800, 600, "#2563eb"),
    await mp4File(folder, "launch-clip.mp4"),
    await wavFile(folder, "jingle.wav"),
  ]);
}

const tiles = (page: Page) => page.getByTestId("picker-tile");
const tile = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const useButton = (page: Page) => page.getByRole("button", { name: "Use this asset" });

test("offers only the allowed kinds, searches, and picks the selected asset with the mouse or the keyboard", async ({ page }) => {
  const ids = await seedMixedLibrary(page);
  const dialog = await openAssetPicker(page, ["image"]);

  // Newest first; the video and the sound are not images, and one kind needs no type filter.
  await expect(tiles(page)).toHaveText(["city-night.png", "beach-sunset.png"]);
  await expect(dialog.getByRole("radiogroup", { name: "Type" })).toHaveCount(0);
  await expect(tiles(page).first().locator("img")).toBeVisible();
  await dialog.getByLabel("Search assets").fill("sunset");
  await expect(tiles(page)).toHaveText(["beach-sunset.png"]);

  await expect(useButton(page)).toBeDisabled();
  await tile(page, "beach-sunset.png").click();
  await expect(tile(page, "beach-sunset.png")).toHaveAttribute("aria-pressed", "true");
  await useButton(page).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("picked")).toHaveAttribute("data-asset-id", ids["beach-sunset.png"]!);
  await expect(page.getByTestId("picked")).toHaveText("beach-sunset.png");

  // Opened again, nothing is selected; Tab reaches the tiles, Space selects, Enter on the selected one picks.
  await page.getByRole("button", { name: "Open picker" }).click();
  await expect(useButton(page)).toBeDisabled();
  await expect(dialog.getByLabel("Search assets")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(tile(page, "city-night.png")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(tile(page, "city-night.png")).toHaveAttribute("aria-pressed", "true");
  await expect(tile(page, "beach-sunset.png")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("picked")).toHaveAttribute("data-asset-id", ids["city-night.png"]!);
});

test("with several kinds allowed, a type filter narrows between them and a double-click picks", async ({ page }) => {
  const ids = await seedMixedLibrary(page);
  const dialog = await openAssetPicker(page, ["image", "video"]);

  const typeFilter = dialog.getByRole("radiogroup", { name: "Type" });
  await expect(typeFilter.getByRole("radio")).toHaveCount(3);
  await expect(tiles(page)).toHaveText(["launch-clip.mp4", "city-night.png", "beach-sunset.png"]);
  await typeFilter.getByText("Videos", { exact: true }).click();
  await expect(tiles(page)).toHaveText(["launch-clip.mp4"]);
  await tile(page, "launch-clip.mp4").dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("picked")).toHaveAttribute("data-asset-id", ids["launch-clip.mp4"]!);
});

test("uploads a file with progress, then selects it in the library, usable once processed", async ({ page }) => {
  await signUpByApi(page);
  // The live stream stays down, so the library looks again on its fallback poll: an "asset ready"
  // event could otherwise come (and be answered "processing") before the test lets it through.
  // The event path is covered by the hook tests and the editor's journeys.
  await page.route(
    (url) => url.pathname === "/api/v1/events",
    (route) => route.abort(),
  );
  // The library answers that the new file is still processing until the test lets it through.
  let holdProcessing = true;
  await page.route(
    (url) => url.pathname === "/api/v1/assets",
    async (route) => {
      if (!holdProcessing || route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Asset[] };
      for (const asset of body.data) asset.status = "processing";
      return route.fulfill({ response, json: body });
    },
  );
  const dialog = await openAssetPicker(page, ["audio"]);
  await dialog.getByRole("tab", { name: "Upload" }).click();
  const input = dialog.getByTestId("picker-file-input");
  await expect(input).toHaveAttribute("accept", ".mp3,.wav,.m4a,.ogg");

  // A slow uplink, so the upload is seen on its way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await input.setInputFiles(await wavFile(folder, "theme-song.wav", 8, 44_100));
  const item = dialog.getByTestId("upload-item").filter({ hasText: "theme-song.wav" });
  await expect(item).toHaveAttribute("data-state", "uploading");
  await expect(item).toContainText(/(?<!\d)[1-9]\d?%/);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Back in the library with the new asset selected; it cannot be used while it is processing.
  await expect(dialog.getByRole("tab", { name: "Library" })).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
  const uploaded = tile(page, "theme-song.wav");
  await expect(uploaded).toHaveAttribute("aria-pressed", "true");
  await expect(uploaded).toBeDisabled();
  await expect(uploaded.getByLabel("Processing")).toBeVisible();
  await expect(useButton(page)).toBeDisabled();
  await expect(dialog.getByText("Still processing")).toBeVisible();

  holdProcessing = false;
  await expect(uploaded).toBeEnabled();
  await useButton(page).click();
  await expect(dialog).toBeHidden();
  const { data } = (await (await page.request.get("/api/v1/assets")).json()) as { data: Asset[] };
  expect(data.map((asset) => asset.name)).toEqual(["theme-song.wav"]);
  await expect(page.getByTestId("picked")).toHaveAttribute("data-asset-id", data[0]!.id);
});

test("an empty library points to the upload tab, which refuses a dropped file of another kind", async ({ page }) => {
  await signUpByApi(page);
  const dialog = await openAssetPicker(page, ["image"]);
  await expect(dialog.getByText("Nothing here yet")).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);

  await dialog.getByRole("button", { name: "Upload files" }).click();
  await expect(dialog.getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("button", { name: "Choose files" })).toBeVisible();
  await expect(dialog.getByTestId("picker-file-input")).toHaveAttribute("accept", ".png,.jpg,.jpeg,.webp,.avif,.gif,.svg");

  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["not an image"], "notes.mp4", { type: "video/mp4" }));
    return transfer;
  });
  await dialog.getByTestId("picker-drop-zone").dispatchEvent("drop", { dataTransfer });
  await expect(dialog.getByRole("alert")).toContainText("Not uploaded: notes.mp4. Only images can be used here.");
  await expect(dialog.getByTestId("upload-item")).toHaveCount(0);
});
