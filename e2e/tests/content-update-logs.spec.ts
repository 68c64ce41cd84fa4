import { expect, signUpByApi, signUpStaff, test, waitForSignedInShell } from "../support/fixtures.ts";

test("a title changed in the editor shows in the audit trail with its diff, and staff revert it", async ({ page, browser, baseURL }) => {
  const maker = await signUpByApi(page);
  const created = await page.request.post("/api/v1/content", {
    data: { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Spring launch" },
    headers: { origin: baseURL! },
  });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`/content/${id}/edit`);
  await waitForSignedInShell(page);
  await page.getByRole("textbox", { name: "Video title" }).fill("Wrong title");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  const staff = await (await browser.newContext({ baseURL })).newPage();
  const staffEmail = await signUpStaff(staff);
  await staff.goto(`/content-update-logs?entity=content&entity_id=${id}`);
  const change = staff.getByRole("article", { name: `Video changed by ${maker.email}` }).last();
  await expect(change.getByText("Editor")).toBeVisible();
  const title = change.getByRole("listitem", { name: "title: changed", exact: true });
  await expect(title).toContainText("Spring launch");
  await expect(title).toContainText("Wrong title");
  await expect(change.getByRole("link", { name: "Wrong title" })).toHaveAttribute("href", `/content/${id}/edit`);

  await change.getByRole("button", { name: "Revert to before this" }).click();
  const dialog = staff.getByRole("dialog", { name: "Revert to before this change" });
  await expect(dialog.getByRole("listitem", { name: "title: changed", exact: true })).toContainText("Spring launch");
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Renamed by mistake");
  await dialog.getByRole("button", { name: "Revert" }).click();
  await expect(staff.getByRole("status")).toContainText("is back as it was");
  const revert = staff.getByRole("article", { name: `Video changed by ${staffEmail}` });
  await expect(revert.getByText("Revert", { exact: true })).toBeVisible();
  await expect(revert.getByText("Why: Renamed by mistake")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Video title" })).toHaveValue("Spring launch");
});
