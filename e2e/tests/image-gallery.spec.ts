import type { GeneratedImageSummary, ImageGeneration } from "@framewise/contracts";
import type { APIRequestContext } from "@playwright/test";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";
import { e2eEnvironment } from "../support/environment.ts";

const API = "/api/v1/image-gen";

/** Makes one image with the offline generator through the real API and waits until it is done. */
async function generate(request: APIRequestContext, prompt: string) {
  const started = await request.post(`${API}/generations`, {
    data: { prompt, aspect_ratio: "1:1", count: 1 },
    headers: { origin: e2eEnvironment.appUrl },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = ((await started.json()) as { data: ImageGeneration }).data;
  const status = async () => ((await (await request.get(`${API}/generations/${id}`)).json()) as { data: ImageGeneration }).data.status;
  await expect.poll(status, { timeout: 30_000 }).toBe("succeeded");
}

const myImages = async (request: APIRequestContext) =>
  ((await (await request.get(`${API}/images`)).json()) as { data: GeneratedImageSummary[] }).data;

test("searches the gallery, moves two images to a new board and deletes one", async ({ page }) => {
  await signUpByApi(page);
  for (const prompt of ["A lighthouse on a cliff", "A lighthouse in the fog", "A meadow of poppies"]) await generate(page.request, prompt);

  await page.goto("/image-gen/all");
  await waitForSignedInShell(page);
  const images = page.getByRole("list", { name: "Images" });
  await expect(images.getByRole("img")).toHaveCount(3);
  await page.getByRole("textbox", { name: "Search prompts" }).fill("lighthouse");
  await expect(images.getByRole("img")).toHaveCount(2);
  await expect(images.getByRole("img", { name: "A meadow of poppies" })).toHaveCount(0);

  await page.getByRole("button", { name: "New board" }).click();
  await page.getByRole("dialog", { name: "New board" }).getByRole("textbox", { name: "Board name" }).fill("Coast");
  await page.getByRole("button", { name: "Create board" }).click();
  await expect(page.getByRole("navigation", { name: "Boards" }).getByText("Coast")).toBeVisible();

  await page.getByRole("checkbox", { name: 'Select "A lighthouse on a cliff"' }).click();
  await page.getByRole("checkbox", { name: 'Select "A lighthouse in the fog"' }).click();
  const bar = page.getByRole("toolbar", { name: "Selected images" });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Move to board" }).click();
  await page.getByRole("menuitem", { name: "Coast" }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Boards" }).getByLabel("2 images")).toBeVisible();
  const onBoard = (await myImages(page.request)).filter((image) => image.board_id !== null);
  expect(onBoard.map((image) => image.recipe.prompt).sort()).toEqual(["A lighthouse in the fog", "A lighthouse on a cliff"]);

  await page.getByRole("checkbox", { name: 'Select "A lighthouse in the fog"' }).click();
  await bar.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete 1 image" }).getByRole("button", { name: "Delete" }).click();
  await expect(images.getByRole("img")).toHaveCount(1);
  await expect(images.getByRole("img", { name: "A lighthouse on a cliff" })).toBeVisible();
  expect((await myImages(page.request)).map((image) => image.recipe.prompt).sort()).toEqual([
    "A lighthouse on a cliff",
    "A meadow of poppies",
  ]);

  // The older v1 face reads the same images.
  await page.goto("/image-gen/v1/all");
  await expect(page.getByRole("img", { name: "A meadow of poppies" })).toBeVisible();
  await expect(page.getByRole("img", { name: "A lighthouse in the fog" })).toHaveCount(0);
});
