import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { ImageGeneration } from "@framewise/contracts";
import { expect, signUpByApi, signUpStaff, test, waitForSignedInShell } from "../support/fixtures.ts";
import { e2eEnvironment } from "../support/environment.ts";

const API = "/api/v1/image-gen";

/** A public image made by the offline generator through the real API, by whoever is signed in. */
async function publicImage(page: Page, prompt: string) {
  const headers = { origin: e2eEnvironment.appUrl };
  const started = await page.request.post(`${API}/generations`, { data: { prompt, aspect_ratio: "1:1", count: 1 }, headers });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = ((await started.json()) as { data: ImageGeneration }).data;
  const generation = async () => ((await (await page.request.get(`${API}/generations/${id}`)).json()) as { data: ImageGeneration }).data;
  await expect.poll(async () => (await generation()).status, { timeout: 30_000 }).toBe("succeeded");
  const image = (await generation()).images[0]!;
  expect((await page.request.patch(`${API}/images/${image.id}`, { data: { public: true }, headers })).status()).toBe(200);
  return image;
}

test("a vibe's preview shows, an own vibe is created, and a public image is liked and unliked on trending", async ({ page }) => {
  await signUpByApi(page);
  const prompt = `Kites over a beach ${randomUUID().slice(0, 8)}`;
  await publicImage(page, prompt);

  await page.goto("/image-gen/vibe");
  await waitForSignedInShell(page);
  const preview = page.getByRole("img", { name: "Preview of Watercolour" });
  await expect(preview).toBeVisible();
  // The picture itself arrived and decoded (painted by the offline generator on first request).
  await expect
    .poll(() => preview.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(page.getByTestId("no-own-vibes")).toBeVisible();

  await page.getByRole("button", { name: "New vibe" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Soft dusk");
  await dialog.getByLabel("Prompt fragment").fill("soft dusk light, pastel haze");
  await dialog.getByRole("button", { name: "Create vibe" }).click();
  const own = page.getByRole("article", { name: "Soft dusk" });
  await expect(own.getByText("Yours")).toBeVisible();
  await expect(own.getByRole("link", { name: "Use this vibe" })).toHaveAttribute("href", /\/image-gen\?vibe=[0-9a-f-]{36}$/);

  await page.goto("/image-gen/trending");
  const tile = page.getByRole("article", { name: prompt });
  await tile.getByRole("button", { name: "Like (0 likes)", exact: true }).click();
  await expect(tile.getByRole("button", { name: "Unlike (1 like)", exact: true })).toBeVisible();
  await page.reload();
  await tile.getByRole("button", { name: "Unlike (1 like)", exact: true }).click();
  await expect(tile.getByRole("button", { name: "Like (0 likes)", exact: true })).toBeVisible();
  await page.reload();
  await expect(tile.getByRole("button", { name: "Like (0 likes)", exact: true })).toBeVisible();
});

test("staff put a trending image on the inspiration wall, move it by keyboard and take it off again", async ({ page }) => {
  await signUpStaff(page);
  const prompt = `Paper boat ${randomUUID().slice(0, 8)}`;
  await publicImage(page, prompt);

  await page.goto("/image-gen/trending");
  const tile = page.getByRole("article", { name: prompt });
  await tile.getByRole("button", { name: "Add to inspirations" }).click();
  await expect(tile.getByRole("button", { name: "On the inspiration wall" })).toBeDisabled();

  await page.goto("/image-gen/inspirations");
  const wall = page.getByTestId("inspiration");
  const added = page.getByRole("figure", { name: prompt });
  await expect(wall.last()).toHaveAttribute("aria-label", prompt);
  // The offline generator made it, and the wall says so.
  await expect(added.getByTestId("offline-label")).toBeVisible();
  await added.getByRole("button", { name: "Move earlier" }).focus();
  // The wall moves at once; the new order is saved behind it, so the reload waits for the save.
  const saved = page.waitForResponse((response) => response.url().endsWith("/inspirations/order") && response.request().method() === "PUT");
  await page.keyboard.press("Enter");
  await expect(wall.nth(-2)).toHaveAttribute("aria-label", prompt);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(wall.nth(-2)).toHaveAttribute("aria-label", prompt);

  await added.getByRole("button", { name: "Remove from wall" }).click();
  await expect(added).toHaveCount(0);
  await page.reload();
  await expect(wall.first()).toBeVisible();
  await expect(added).toHaveCount(0);
});
