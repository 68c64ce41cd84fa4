import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";
import { jpegFile, mp4File, pngFile, wavFile } from "../support/media-fixtures.ts";

let folder: string;
test.beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "framewise-assets-e2e-"));
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const card = (page: Page, name: string) => page.getByTestId("asset-card").filter({ hasText: name });

async function openLibrary(page: Page) {
  await signUpByApi(page);
  await page.goto("/assets");
  await waitForSignedInShell(page);
}

test("an empty library invites the first upload", async ({ page }) => {
  await openLibrary(page);
  await expect(page.getByText("Your library is empty")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload your first file" })).toBeVisible();
});

test("uploads many files with progress, processes them into thumbnails, filters, searches and sorts", async ({ page }) => {
  const files = [
    await pngFile(folder, "beach-sunset.png", 640, 480),
    await pngFile(folder, "city-night.png", 800, 600, "#2563eb"),
    await mp4File(folder, "launch-clip.mp4"),
    await wavFile(folder, "jingle.wav"),
  ];
  await openLibrary(page);
  await page.getByTestId("asset-file-input").setInputFiles(files);
  await expect(page.getByTestId("upload-item").filter({ hasText: "Uploaded" })).toHaveCount(4);
  for (const name of ["beach-sunset.png", "city-night.png", "launch-clip.mp4", "jingle.wav"])
    await expect(card(page, name)).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  // Thumbnails for the images and the video poster.
  await expect(card(page, "beach-sunset.png").locator("img")).toBeVisible();
  await expect(card(page, "launch-clip.mp4").locator("img")).toBeVisible();
  await expect(card(page, "launch-clip.mp4")).toContainText("0:02");

  const typeFilter = page.getByRole("radiogroup", { name: "Type" });
  await typeFilter.getByText("Videos", { exact: true }).click();
  await expect(page.getByTestId("asset-card")).toHaveCount(1);
  await expect(card(page, "launch-clip.mp4")).toBeVisible();
  await typeFilter.getByText("All", { exact: true }).click();
  await expect(page.getByTestId("asset-card")).toHaveCount(4);

  await page.getByLabel("Search assets").fill("sunset");
  await expect(page.getByTestId("asset-card")).toHaveCount(1);
  await expect(card(page, "beach-sunset.png")).toBeVisible();
  await page.getByLabel("Search assets").fill("");

  await page.getByRole("combobox", { name: "Sort" }).click();
  await page.getByRole("option", { name: "Name" }).click();
  await expect(page.getByTestId("asset-card").first()).toContainText("beach-sunset.png");
  await expect(page.getByTestId("asset-card").last()).toContainText("launch-clip.mp4");
});

test("a file whose content does not match its name is refused with the reason, and nothing is kept", async ({ page }) => {
  const disguised = path.join(folder, "holiday.mp4");
  await copyFile(await pngFile(folder, "real-image.png", 64, 64), disguised);
  await openLibrary(page);
  await page.getByTestId("asset-file-input").setInputFiles(disguised);
  const item = page.getByTestId("upload-item").filter({ hasText: "holiday.mp4" });
  await expect(item).toHaveAttribute("data-state", "failed");
  await expect(item.getByRole("alert")).toContainText(/PNG/i);
  await expect(page.getByText("Your library is empty")).toBeVisible();
});

test("an asset's page previews it, shows its details, renames, tags (searchable), marks a logo, downloads and deletes it", async ({
  page,
}) => {
  await openLibrary(page);
  await page.getByTestId("asset-file-input").setInputFiles(await pngFile(folder, "brand-mark.png", 640, 480));
  await expect(card(page, "brand-mark.png")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  await card(page, "brand-mark.png").getByRole("link").click();

  await expect(page.getByRole("heading", { name: "brand-mark.png" })).toBeVisible();
  await expect(page.getByRole("img", { name: "brand-mark.png" })).toBeVisible();
  const details = page.getByRole("table", { name: "Details" });
  await expect(details).toContainText("image/png");
  await expect(details).toContainText("640 × 480");
  await expect(page.getByText("Not used in any render yet.")).toBeVisible();

  await page.getByLabel("Name").fill("Company logo");
  await page.getByLabel("Name").press("Enter");
  await expect(page.getByRole("heading", { name: "Company logo" })).toBeVisible();
  await page.getByRole("combobox", { name: "Tags" }).fill("brand");
  await page.getByRole("combobox", { name: "Tags" }).press("Enter");
  await page.getByRole("switch", { name: "Use as a logo" }).click();
  await expect(page.getByRole("switch", { name: "Use as a logo" })).toBeChecked();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("Company logo.png");

  await page.getByRole("link", { name: "Assets" }).first().click();
  await page.getByLabel("Search assets").fill("brand");
  await expect(card(page, "Company logo")).toBeVisible();
  await page.getByLabel("Search assets").fill("");
  await page.getByRole("radiogroup", { name: "Type" }).getByText("Logos", { exact: true }).click();
  await expect(page.getByTestId("asset-card")).toHaveCount(1);

  await card(page, "Company logo").getByRole("link").click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL("/assets");
  await expect(page.getByText("Your library is empty")).toBeVisible();
  // Gone on the server too.
  expect(((await (await page.request.get("/api/v1/assets")).json()) as { data: unknown[] }).data).toHaveLength(0);
});

test("several assets are selected and deleted together", async ({ page }) => {
  const files = await Promise.all(["one.png", "two.png", "three.png"].map((name, i) => pngFile(folder, name, 100 + i, 100)));
  await openLibrary(page);
  await page.getByTestId("asset-file-input").setInputFiles(files);
  await expect(page.getByTestId("asset-card")).toHaveCount(3);
  await page.getByLabel("Select one.png").check();
  await page.getByLabel("Select two.png").check();
  await page.getByRole("button", { name: "Delete 2 selected" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("asset-card")).toHaveCount(1);
  await expect(card(page, "three.png")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("asset-card")).toHaveCount(1);
});

test("an upload can be cancelled while it runs and sent again, and a failed one retried", async ({ page }) => {
  const files = [await pngFile(folder, "held.png", 120, 90), await pngFile(folder, "flaky.png", 90, 120, "#16a34a")];
  await openLibrary(page);
  // The first try of each file never reaches the server: held.png hangs until cancelled, flaky.png's connection drops.
  const held: (() => void)[] = [];
  await page.route("**/api/v1/assets", async (route) => {
    const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
    if (body.includes('filename="flaky.png"')) return route.abort("connectionreset");
    await new Promise<void>((resolve) => held.push(resolve));
    await route.abort("aborted").catch(() => undefined);
  });
  await page.getByTestId("asset-file-input").setInputFiles(files);
  const heldItem = page.getByTestId("upload-item").filter({ hasText: "held.png" });
  const flakyItem = page.getByTestId("upload-item").filter({ hasText: "flaky.png" });
  await expect(flakyItem).toHaveAttribute("data-state", "failed");
  await expect(flakyItem.getByRole("alert")).toContainText("interrupted");
  await expect(heldItem).toHaveAttribute("data-state", "uploading");
  await page.getByRole("button", { name: "Cancel held.png" }).click();
  await expect(heldItem).toHaveAttribute("data-state", "cancelled");
  for (const release of held) release();
  expect(((await (await page.request.get("/api/v1/assets")).json()) as { data: unknown[] }).data).toHaveLength(0);

  await page.unroute("**/api/v1/assets");
  await page.getByRole("button", { name: "Retry held.png" }).click();
  await page.getByRole("button", { name: "Retry flaky.png" }).click();
  await expect(heldItem).toHaveAttribute("data-state", "done");
  await expect(flakyItem).toHaveAttribute("data-state", "done");
  await expect(page.getByTestId("asset-card")).toHaveCount(2);
});

test("a file that fails processing says so in the grid and says why on its page", async ({ page }) => {
  const cut = await jpegFile(folder, "cut-short.jpg", 400, 300, 0.5);
  await openLibrary(page);
  await page.getByTestId("asset-file-input").setInputFiles(cut);
  await expect(card(page, "cut-short.jpg")).toHaveAttribute("data-status", "failed", { timeout: 30_000 });
  await expect(card(page, "cut-short.jpg")).toContainText("Failed");
  await card(page, "cut-short.jpg").getByRole("link").click();
  await expect(page.getByRole("alert")).toContainText(/damaged or incomplete/);
});
