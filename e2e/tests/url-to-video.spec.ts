import type { Locator, Page } from "@playwright/test";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForNewVideoEditor, waitForSignedInShell } from "../support/fixtures.ts";

interface SavedVideo {
  title: string;
  source: string;
  document: {
    aspectRatio: string;
    templateId: string;
    brandKit?: { logo?: string; colors?: { accent?: string } };
    scenes: { layoutId: string; slots: Record<string, { src?: string; text?: string }> }[];
  };
}

async function savedVideo(page: Page): Promise<SavedVideo> {
  await waitForNewVideoEditor(page);
  const id = /\/content\/([\w-]+)\/edit/.exec(page.url())![1];
  return ((await (await page.request.get(`/api/v1/content/${id}`)).json()) as { data: SavedVideo }).data;
}

/** Every thumbnail came through the server (the shop is on plain http, which the app's policy blocks) and shows a picture. */
async function expectShownThroughServer(pictures: Locator) {
  for (const img of await pictures.locator("img").all()) {
    await expect(img).toHaveAttribute("src", /^\/api\/v1\/url-import\/image\?url=http%3A/);
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
  }
}

test("a shop's product page becomes a storyboard from the facts and pictures the user keeps", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/url-to-video");
  await waitForSignedInShell(page);
  await expect(page.getByRole("note")).toContainText("No language model is configured, so the storyboard is planned from the page");
  await page.getByLabel("Web page").fill(`${e2eEnvironment.shopUrl}/products/trail-runner-2`);
  await page.getByRole("button", { name: "Read the page" }).click();

  await expect(page.getByLabel("Title")).toHaveValue("Trail Runner 2");
  await expect(page.getByLabel("Price")).toHaveValue("€129");
  // The page's own button, kept as the end card's: the user makes it their own.
  await expect(page.getByLabel("Call to action")).toHaveValue("Buy now");
  await page.getByLabel("Call to action").fill("Buy the Trail Runner");
  const pictures = page.getByTestId("page-image");
  await expect(pictures).toHaveCount(5);
  // The first four are kept by default; the user drops the share image and keeps the last one.
  await expect(page.getByText("Pictures (4 of 5 kept, in this order)")).toBeVisible();
  await expectShownThroughServer(pictures);
  await pictures.nth(0).getByRole("checkbox").uncheck();
  await pictures.nth(4).getByRole("checkbox").check();
  await page.getByLabel("Title").fill("Trail Runner 2: light and dry");
  await page.getByRole("radiogroup", { name: "Aspect ratio" }).getByText("1:1").click();
  await page.getByRole("button", { name: "Plan my video" }).click();

  const saved = await savedVideo(page);
  expect(saved).toMatchObject({ title: "Trail Runner 2: light and dry", source: "url" });
  expect(saved.document.aspectRatio).toBe("1:1");
  expect(saved.document.scenes.map((scene) => scene.layoutId)).toEqual([
    "title",
    "product",
    "headline-image",
    "headline-image",
    "headline-image",
    "call-to-action",
  ]);
  expect(saved.document.scenes.at(-1)!.slots).toMatchObject({ button: { text: "Buy the Trail Runner" } });
  // The picked pictures were copied into the library: the video never asks the shop again.
  const photos = saved.document.scenes.flatMap((scene) => (scene.slots.image?.src ? [scene.slots.image.src] : []));
  expect(photos).toHaveLength(4);
  for (const src of photos) expect(src).toMatch(/^asset:[0-9a-f-]{36}$/);
  await expect(page.getByTestId("scene-card")).toHaveCount(6);
  await page.goto("/assets");
  await expect(page.getByRole("link", { name: "Open A runner on a ridge.jpg" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Northwind Outfitters logo.jpg" })).toBeVisible();
});

test("a dark shop page behind a cookie banner is read as a person reads it", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/url-to-video");
  await waitForSignedInShell(page);
  await page.getByLabel("Web page").fill(`${e2eEnvironment.shopUrl}/products/midnight-espresso`);
  await page.getByRole("button", { name: "Read the page" }).click();

  await expect(page.getByLabel("Title")).toHaveValue("Midnight Espresso Blend");
  await expect(page.getByLabel("Price")).toHaveValue("£12");
  // The logo is shown as the logo, not among the photos; the menu's and footer's pictures are not offered.
  const pictures = page.getByTestId("page-image");
  await expect(pictures).toHaveCount(2);
  await expect(pictures.getByRole("checkbox", { name: /Night Owl Coffee/ })).toHaveCount(0);
  const brand = page.getByTestId("page-brand");
  await expect(brand.getByRole("img", { name: "Night Owl Coffee logo" })).toBeVisible();
  await expect(brand.getByLabel("Brand colour #1a1d26")).toBeVisible();
  await expectShownThroughServer(pictures);
  await expectShownThroughServer(brand);

  await page.getByRole("button", { name: "Plan my video" }).click();
  const saved = await savedVideo(page);
  expect(JSON.stringify(saved.document.scenes)).not.toMatch(/cookie|newsletter|privacy/i);
  expect(saved.document.brandKit?.logo).toMatch(/^asset:/);
  const photos = saved.document.scenes.flatMap((scene) => (scene.slots.image?.src ? [scene.slots.image.src] : []));
  expect(photos).toHaveLength(2);
  expect(photos).not.toContain(saved.document.brandKit?.logo);
  // The page's near-black, on the dark Bold template, is lightened so the kicker and the price read.
  expect(saved.document).toMatchObject({ templateId: "bold" });
  expect(saved.document.brandKit?.colors?.accent).toMatch(/^#[0-9a-f]{6}$/);
  expect(saved.document.brandKit?.colors?.accent).not.toBe("#1a1d26");
  await expect(page.getByTestId("scene-card").first()).toBeVisible();
});

test("a page that cannot be read says why, next to the address", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/url-to-video");
  await page.getByLabel("Web page").fill("ftp://example.com/file");
  await page.getByRole("button", { name: "Read the page" }).click();
  await expect(page.getByText(/That address cannot be fetched/)).toBeVisible();
});
