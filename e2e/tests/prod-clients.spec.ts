import { randomUUID } from "node:crypto";
import { expect, signUpStaff, test, waitForSignedInShell } from "../support/fixtures.ts";

test("staff create a client, give it a template, make a key they see once, and revoke it", async ({ page, baseURL }) => {
  await signUpStaff(page);
  const name = `Acme ${randomUUID().slice(0, 6)}`;
  await page.goto("/prod/clients");
  await waitForSignedInShell(page);
  await page.getByRole("button", { name: "New client" }).click();
  const create = page.getByRole("dialog", { name: "New client" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("combobox", { name: "Templates it may use" }).click();
  await page.getByRole("option", { name: "Bold", exact: true }).click();
  // A multi-select keeps its list open for more picks: leaving the field closes it.
  await create.getByRole("textbox", { name: "Name" }).click();
  await create.getByRole("button", { name: "Create client" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await page.getByRole("tab", { name: "Templates" }).click();
  await page.getByRole("button", { name: "New template" }).click();
  await page.getByRole("dialog", { name: "New template" }).getByRole("button", { name: "Add template" }).click();
  // Drawn by the shared renderer, as the editor's storyboard draws it.
  await expect(page.getByTestId("client-template").getByRole("img", { name: "Scene 1 preview" })).toBeVisible();

  await page.getByRole("tab", { name: "API keys" }).click();
  await page.getByRole("button", { name: "New key" }).click();
  const newKey = page.getByRole("dialog", { name: "New API key" });
  await newKey.getByRole("textbox", { name: /Name/ }).fill("Shop backend");
  await newKey.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("You won't see it again")).toBeVisible();
  const key = (await page.getByTestId("new-api-key").textContent())!;
  expect(key).toMatch(/^fwk_[a-z0-9]{8}_/);
  const check = () => page.request.get(`${baseURL}/api/v1/client`, { headers: { authorization: `Bearer ${key}` } });
  expect((await check()).status()).toBe(200);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Keys" })).toContainText(`${key.slice(0, 12)}_…`);

  await page.getByRole("button", { name: "Revoke Shop backend" }).click();
  await page.getByRole("dialog", { name: "Revoke “Shop backend”?" }).getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("table", { name: "Keys" })).toContainText("Revoked");
  expect((await check()).status()).toBe(401);

  await page.goto("/prod/clients");
  // Nothing rendered yet this month, and no key that still works.
  const row = page.getByRole("table", { name: "Clients" }).getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("0 renders of");
  await expect(row.getByRole("cell").nth(3)).toHaveText("0");
});
