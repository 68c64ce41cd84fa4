import { expect, signUpStaff, test } from "../support/fixtures.ts";
import { copyOfStarter } from "../support/library-copies.ts";

test("staff find a template in the library, open its page with every layout drawn, and give a slot kind an entrance saved as a draft", async ({
  page,
}) => {
  await signUpStaff(page);
  const bold = await copyOfStarter(page, "template", "bold");
  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "Templates" })).toBeVisible();
  const card = page.getByTestId(`library-card-${bold}`);
  await expect(card.getByText("Draft")).toBeVisible();
  await expect(card.getByRole("img", { name: "Scene 1 preview" }).first()).toBeVisible();
  await card.getByRole("link", { name: "Bold", exact: true }).click();

  // Its page: each of its layouts in the four aspect ratios, drawn by the shared renderer.
  await expect(page).toHaveURL(new RegExp(`/templates-pipeline/${bold}$`));
  await expect(page.getByTestId("item-stage")).toHaveText("Draft");
  const previews = page.getByTestId("item-previews");
  const rows = await previews.locator("tbody tr").count();
  expect(rows).toBeGreaterThan(1);
  await expect(previews.getByTestId("scene-thumbnail")).toHaveCount(rows * 4);

  // Its animation editor: headlines get a pop, autosaved as version 2.
  await page.getByRole("link", { name: "Animation" }).click();
  await expect(page.getByRole("heading", { name: "Animation · Bold" })).toBeVisible();
  await page.getByText("headline", { exact: true }).click();
  await page.getByRole("button", { name: "Add preset" }).click();
  await page.getByRole("menuitem", { name: "Pop" }).click();
  await expect(page.getByText("Saved as version 2")).toBeVisible();
});
