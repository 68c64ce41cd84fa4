import { expect, signUpStaff, test } from "../support/fixtures.ts";

test("a staff member filters a collection, opens a document and edits a field with a reason", async ({ page, baseURL }) => {
  await signUpStaff(page);
  const created = await page.request.post(`${baseURL}/api/v1/content`, {
    data: { from: "prompt", prompt: "Trail shoes that grip wet rock.", aspectRatio: "1:1", templateId: "clean" },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  await page.goto("/firestore-dashboard");
  await page
    .getByRole("navigation", { name: "Collections" })
    .getByRole("link", { name: /^content/ })
    .click();
  const grid = page.getByRole("table", { name: "content rows" });
  await expect(grid).toBeVisible();

  await grid.getByRole("button", { name: "Filter id" }).click();
  const filter = page.getByRole("form", { name: "Filter id" });
  await filter.getByRole("textbox", { name: "Value" }).fill(id);
  await filter.getByRole("button", { name: "Add filter" }).click();
  await expect(page).toHaveURL(new RegExp(`where=id%3Aeq%3A${id}`));
  await expect(grid.getByRole("row")).toHaveCount(2);

  await grid.getByRole("link", { name: new RegExp(id.slice(0, 13)) }).click();
  await expect(page).toHaveURL(new RegExp(`/firestore-dashboard/content/${id}$`));
  await expect(page.getByRole("region", { name: "Related rows" })).toContainText("user_id");

  const edit = page.getByRole("region", { name: "Edit" });
  await edit.getByRole("textbox", { name: "title" }).fill("Renamed by support");
  await edit.getByRole("textbox", { name: "Reason" }).fill("The owner asked by mail");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.getByRole("region", { name: "Document" })).toContainText('title: "Renamed by support"');
  await expect(page.getByRole("region", { name: "Document" })).toContainText("version: 2");
});
