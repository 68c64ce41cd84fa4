import { expect, signUpStaff, test } from "../support/fixtures.ts";

test("staff compare a starter layout in the browser and on the server and see the heatmap and figures", async ({ page }) => {
  await signUpStaff(page);
  await page.goto("/remotion-test");
  await expect(page.getByRole("heading", { name: "Render test bench" })).toBeVisible();

  await page.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Clean" }).click();
  await page.getByRole("combobox", { name: "Layout" }).click();
  await page.getByRole("option", { name: "Headline + image" }).click();
  await page.getByRole("textbox", { name: "To", exact: true }).fill("90");
  await page.getByRole("textbox", { name: "Step", exact: true }).fill("45");
  await page.getByRole("button", { name: "Compare 3 frames" }).click();

  const summary = page.getByTestId("comparison-summary");
  await expect(summary).toHaveAttribute("data-finished", "true", { timeout: 30_000 });
  await expect(page.getByRole("table", { name: "Frames compared" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByRole("img", { name: "Frame 45 difference heatmap" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Pixels over the threshold per frame" })).toBeVisible();
  // The same renderer on both sides: a small share of antialiased edge pixels may differ.
  const overPercent = Number(await summary.getAttribute("data-max-over-percent"));
  const meanDifference = Number(await summary.getAttribute("data-max-mean-difference"));
  console.log("Clean / Headline + image, 9:16 at 270 px:", { overPercent, meanDifference });
  expect(overPercent).toBeLessThan(2);
  expect(meanDifference).toBeLessThan(3);
  // Saving is on (the checkout's e2e/regression-cases); the button waits for a name.
  await expect(page.getByRole("button", { name: "Save as regression case" })).toBeDisabled();
  await page.getByLabel("Case name").fill("not-saved");
  await expect(page.getByRole("button", { name: "Save as regression case" })).toBeEnabled();
});
