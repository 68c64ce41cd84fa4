import { randomUUID } from "node:crypto";
import { expect, signUpStaff, test } from "../support/fixtures.ts";

test("staff see a starter layout in every aspect, copy it, run its checks and send the draft to review", async ({ page }) => {
  await signUpStaff(page);
  await page.goto("/layouts-pipeline/stat");
  await expect(page.getByRole("heading", { name: "Stat", exact: true })).toBeVisible();
  await expect(page.getByTestId("item-stage")).toHaveText("Published");

  // Four aspects under each published template that offers it, each drawn by the shared renderer.
  const previews = page.getByTestId("item-previews");
  const rows = await previews.locator("tbody tr").count();
  expect(rows).toBeGreaterThan(0);
  const thumbnails = previews.getByTestId("scene-thumbnail");
  await expect(thumbnails).toHaveCount(rows * 4);
  const drawn = () =>
    thumbnails.evaluateAll((canvases) =>
      canvases.every((canvas) => {
        const { data } = (canvas as HTMLCanvasElement).getContext("2d")!.getImageData(0, 0, (canvas as HTMLCanvasElement).width, 8);
        return data.some((value, index) => index % 4 === 3 && value > 0);
      }),
    );
  await expect.poll(drawn).toBe(true);

  // A copy is a new draft of its own, opened at once.
  const copyId = `stat-${randomUUID().slice(0, 8)}`;
  await page.getByRole("button", { name: "Duplicate" }).click();
  await page.getByRole("textbox", { name: "New id" }).fill(copyId);
  await page.getByRole("textbox", { name: "Name" }).fill("Stat copy");
  await page.getByRole("button", { name: "Make the copy" }).click();
  await expect(page).toHaveURL(new RegExp(`/layouts-pipeline/${copyId}$`));
  await expect(page.getByRole("heading", { name: "Stat copy" })).toBeVisible();
  await expect(page.getByTestId("item-stage")).toHaveText("Draft");

  // The server's job, then the browser's frames against the server's: every automatic item gets a result.
  const contrast = page.getByTestId("check-contrast-9:16");
  const agreement = page.getByTestId("check-browser_matches_server-9:16");
  await expect(contrast).toHaveAttribute("data-status", "not_run");
  await page.getByRole("button", { name: "Run checks" }).click();
  await expect(contrast).not.toHaveAttribute("data-status", "not_run", { timeout: 30_000 });
  await expect(page.getByTestId("check-browser_matches_server-4:5")).not.toHaveAttribute("data-status", "not_run", { timeout: 60_000 });
  // The same renderer on both sides agrees within the stated bounds.
  await expect(agreement).toHaveAttribute("data-status", "pass");
  console.log("Stat copy, browser against server:", await page.getByText(/% of pixels differ/).allInnerTexts());
  await expect(page.getByRole("button", { name: "Run checks" })).toBeEnabled();

  await page.getByRole("button", { name: "Send to review" }).click();
  await expect(page.getByTestId("item-stage")).toHaveText("In review");
  await expect(page.getByRole("group", { name: "Stage actions" }).getByRole("button", { name: "Publish" })).toBeVisible();
});
