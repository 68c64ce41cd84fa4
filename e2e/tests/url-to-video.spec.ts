import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("a shop's product page becomes a storyboard from the facts and pictures the user keeps", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/url-to-video");
  await waitForSignedInShell(page);
  await expect(page.getByRole("note")).toContainText("No language model is configured, so the storyboard is planned from the page");
  await page.getByLabel("Web page").fill(`${e2eEnvironment.shopUrl}/products/trail-runner-2`);
  await page.getByRole("button", { name: "Read the page" }).click();

  await expect(page.getByLabel("Title")).toHaveValue("Trail Runner 2");
  await expect(page.getByLabel("Price")).toHaveValue("€129");
  const pictures = page.getByTestId("page-image");
  await expect(pictures).toHaveCount(5);
  // The first four are kept by default; the user drops the share image and keeps the last one.
  await expect(page.getByText("Pictures (4 of 5 kept, in this order)")).toBeVisible();
  await pictures.nth(0).getByRole("checkbox").uncheck();
  await pictures.nth(4).getByRole("checkbox").check();
  await page.getByLabel("Title").fill("Trail Runner 2: light and dry");
  await page.getByRole("radiogroup", { name: "Aspect ratio" }).getByText("1:1").click();
  await page.getByRole("button", { name: "Plan my video" }).click();

  await expect(page).toHaveURL(/\/content\/[\w-]+\/edit$/);
  const id = /\/content\/([\w-]+)\/edit/.exec(page.url())![1];
  const saved = (await (await page.request.get(`/api/v1/content/${id}`)).json()) as {
    data: {
      title: string;
      source: string;
      document: { aspectRatio: string; scenes: { layoutId: string; slots: Record<string, { src?: string }> }[] };
    };
  };
  expect(saved.data).toMatchObject({ title: "Trail Runner 2: light and dry", source: "url" });
  expect(saved.data.document.aspectRatio).toBe("1:1");
  expect(saved.data.document.scenes.map((scene) => scene.layoutId)).toEqual([
    "title",
    "product",
    "headline-image",
    "headline-image",
    "headline-image",
    "call-to-action",
  ]);
  expect(saved.data.document.scenes[1]!.slots.image!.src).toBe(`${e2eEnvironment.shopUrl}/images/side.jpg`);
  await expect(page.getByTestId("scene-card")).toHaveCount(6);
});

test("a page that cannot be read says why, next to the address", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/url-to-video");
  await page.getByLabel("Web page").fill("ftp://example.com/file");
  await page.getByRole("button", { name: "Read the page" }).click();
  await expect(page.getByText(/That address cannot be fetched/)).toBeVisible();
});
