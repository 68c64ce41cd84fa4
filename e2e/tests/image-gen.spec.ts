import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test("generates two images offline, makes a variation, walks its lineage both ways and downloads a PNG", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/image-gen");
  await waitForSignedInShell(page);
  const prompt = `A lighthouse at dawn ${randomUUID().slice(0, 8)}`;
  // The offline preview counts against no quota, and says so.
  await expect(page.getByTestId("quota")).toContainText("Offline previews are free");
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await page.getByLabel("Prompt").fill(prompt);
  await page.locator("label", { hasText: /^2$/ }).click();
  await page.getByRole("button", { name: "Generate" }).click();

  // Both pictures arrive through the live events, without a reload.
  const made = page.getByRole("link", { name: `Open image: ${prompt}` });
  await expect(made).toHaveCount(2, { timeout: 30_000 });
  await made.first().click();
  await expect(page).toHaveURL(/\/image-gen\/[0-9a-f-]{36}$/);
  const parentUrl = page.url();
  await expect(page.getByRole("table", { name: "Recipe" })).toContainText(prompt);

  await page.getByRole("button", { name: "Variations" }).click();
  await page.getByRole("menuitem", { name: "1 variation" }).click();
  const variation = page.getByRole("link", { name: /^Open image:/ });
  await expect(variation.first()).toBeVisible({ timeout: 30_000 });
  await variation.first().click();
  await expect(page).not.toHaveURL(parentUrl);
  const lineage = page.getByRole("region", { name: "Lineage" });
  await expect(lineage.getByRole("link", { name: /^Open original/ })).toBeVisible();
  const variationUrl = page.url();

  await lineage.getByRole("link", { name: /^Open original/ }).click();
  await expect(page).toHaveURL(parentUrl);
  // The parent lists the variation just opened among its children.
  const child = page.getByTestId("children").locator(`a[href="${new URL(variationUrl).pathname}"]`);
  await expect(child).toHaveAccessibleName(/^Open variation/);

  await page.getByRole("button", { name: "Download" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PNG" }).click();
  const file = await readFile(await (await downloading).path());
  expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
});

test("uses a generated image in a video: the editor opens its picker with it and places it in a scene", async ({ page }) => {
  await signUpByApi(page);
  const headers = { origin: e2eEnvironment.appUrl };
  const video = await page.request.post("/api/v1/content", {
    data: { from: "prompt", prompt: "Open a bakery in Lisbon", aspectRatio: "16:9", templateId: "bold" },
    headers,
  });
  expect(video.status()).toBe(201);
  const videoId = ((await video.json()) as { data: { id: string } }).data.id;
  const generation = await page.request.post("/api/v1/image-gen/generations", {
    data: { prompt: "Fresh bread on a marble counter", aspect_ratio: "16:9", count: 1 },
    headers,
  });
  expect(generation.status()).toBe(202);
  const generationId = ((await generation.json()) as { data: { id: string } }).data.id;
  const imageIds = async () =>
    (
      (await (await page.request.get(`/api/v1/image-gen/generations/${generationId}`)).json()) as { data: { images: { id: string }[] } }
    ).data.images.map((image) => image.id);
  await expect.poll(imageIds, { timeout: 30_000 }).toHaveLength(1);
  const [imageId] = await imageIds();

  await page.goto(`/image-gen/${imageId}`);
  await waitForSignedInShell(page);
  await page.getByRole("button", { name: "Use in a video" }).click();
  await page
    .getByRole("dialog", { name: "Use in a video" })
    .getByRole("button", { name: /^Use in / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/content/${videoId}/edit\\?place=`));
  const assetId = new URL(page.url()).searchParams.get("place");

  const picker = page.getByRole("dialog", { name: "Place the image in this video" });
  await picker.getByRole("button", { name: "Add as a new scene" }).click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/content/${videoId}/edit$`));
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  const saved = (await (await page.request.get(`/api/v1/content/${videoId}`)).json()) as {
    data: { document: { scenes: { slots: Record<string, { src?: string }> }[] } };
  };
  const last = saved.data.document.scenes.at(-1)!;
  expect(Object.values(last.slots).map((slot) => slot.src)).toContain(`asset:${assetId}`);
});
