import { randomUUID } from "node:crypto";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("creates an image in the v1 form, edits it there from an instruction, and finds the edit in the new studio", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/image-gen/v1/create");
  await waitForSignedInShell(page);
  const prompt = `A harbour at dusk ${randomUUID().slice(0, 8)}`;
  await page.getByRole("textbox", { name: "Prompt" }).fill(prompt);
  await page.getByRole("button", { name: "Generate" }).click();
  // The offline generator's picture arrives through the live events.
  await page.getByRole("link", { name: `Image 1: ${prompt}` }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/image-gen\/v1\/[0-9a-f-]{36}$/);

  await page.getByRole("link", { name: "Edit this image" }).click();
  await expect(page).toHaveURL(/\/image-gen\/v1\/edit\?image=[0-9a-f-]{36}$/);
  const instruction = "make the sky pink";
  await page.getByRole("textbox", { name: "What to change" }).fill(instruction);
  await page.getByRole("button", { name: "Edit the image" }).click();
  await expect(page.getByRole("link", { name: `Image 1: ${instruction}` })).toBeVisible({ timeout: 30_000 });

  await page.getByRole("link", { name: "Open image 1 in the new studio" }).click();
  await expect(page).toHaveURL(/\/image-gen\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("table", { name: "Recipe" })).toContainText(instruction);
  await page.goto("/image-gen/all");
  const images = page.getByRole("list", { name: "Images" });
  await expect(images.getByRole("img", { name: instruction })).toBeVisible();
  await expect(images.getByRole("img", { name: prompt })).toBeVisible();
});
