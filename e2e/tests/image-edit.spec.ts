import type { GeneratedImageDetail, ImageGeneration } from "@framewise/contracts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";
import { e2eEnvironment } from "../support/environment.ts";

const API = "/api/v1/image-gen";

test("paints a mask over a generated image, inpaints it and opens the result, linked to its parent", async ({ page }) => {
  await signUpByApi(page);
  // An image made by the offline generator through the real API.
  const started = await page.request.post(`${API}/generations`, {
    data: { prompt: "A harbour at dusk", aspect_ratio: "1:1", count: 1 },
    headers: { origin: e2eEnvironment.appUrl },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id: generationId } = ((await started.json()) as { data: ImageGeneration }).data;
  const generation = async () =>
    ((await (await page.request.get(`${API}/generations/${generationId}`)).json()) as { data: ImageGeneration }).data;
  await expect.poll(async () => (await generation()).status, { timeout: 30_000 }).toBe("succeeded");
  const image = (await generation()).images[0]!;

  await page.goto(`/image-gen/edit?image=${image.id}`);
  await waitForSignedInShell(page);
  await page.getByRole("tab", { name: "Inpaint" }).click();
  const canvas = page.getByTestId("mask-canvas");
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 8 });
  await page.mouse.up();
  await page.getByLabel("What goes in the painted area").fill("a red sailing boat");
  await page.getByRole("button", { name: "Repaint the masked area" }).click();

  const result = page.getByRole("link", { name: /Open the new image/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await result.click();
  await expect(page).toHaveURL(/\/image-gen\/[0-9a-f-]{36}$/);
  const newId = new URL(page.url()).pathname.split("/").at(-1)!;
  const detail = ((await (await page.request.get(`${API}/images/${newId}`)).json()) as { data: GeneratedImageDetail }).data;
  expect(detail.recipe).toMatchObject({ kind: "edit", parent_image_id: image.id, instruction: "a red sailing boat" });
});
