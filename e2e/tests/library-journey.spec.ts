import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { startAppServer } from "../support/app-server.ts";
import { STAFF_DOMAIN } from "../support/environment.ts";
import { expect, signUpByApi, signUpStaff, test, waitForSignedInShell } from "../support/fixtures.ts";

/** Answers a JSON call's body, failing with the server's words when it is not the status expected. */
async function call(request: APIRequestContext, origin: string, method: "GET" | "POST", url: string, status: number, data?: unknown) {
  const response = await request.fetch(`${origin}${url}`, { method, data, headers: { origin } });
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: any }).data;
}

test("a hand-made layout goes from draft through review to published, and a user's video takes it when its owner updates", async ({
  page,
  browser,
}) => {
  // A fresh app of its own: this journey changes the Bold template everyone else draws with.
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-journey-"));
  const server = await startAppServer({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAINS: STAFF_DOMAIN });
  const userContext = await browser.newContext({ baseURL: server.url });
  try {
    const user = await userContext.newPage();
    await signUpByApi(user, undefined, server.url);
    const video = await call(user.request, server.url, "POST", "/api/v1/content", 201, {
      from: "template",
      templateId: "bold",
      aspectRatio: "9:16",
    });

    await signUpStaff(page, { url: server.url, dataDir });
    const staff = (method: "GET" | "POST", url: string, status: number, data?: unknown) =>
      call(page.request, server.url, method, `/api/v1/staff/library${url}`, status, data);
    const id = `journey-${randomUUID().slice(0, 6)}`;
    await staff("POST", "/layout", 201, { id, name: "Journey card" });

    // The item's page takes it through review; publishing with unrun checks asks for an override.
    await page.goto(`${server.url}/layouts-pipeline/${id}`);
    await page.getByRole("button", { name: "Send to review" }).click();
    await expect(page.getByTestId("item-stage")).toHaveText(/In review/i);
    await page.getByRole("button", { name: "Publish" }).click();
    const override = page.getByRole("textbox", { name: "Publish anyway: why may these be ignored?" });
    await override.fill("A journey test's layout: its checks are the item page test's subject");
    await page.getByRole("button", { name: "Publish with override" }).click();
    await expect(page.getByTestId("item-stage")).toHaveText(/Published/i);

    // Bold offers it from its next version, published the same way.
    const bold = await staff("GET", "/template/bold", 200);
    await staff("POST", "/template/bold/versions", 201, { definition: { ...bold.definition, layouts: [...bold.definition.layouts, id] } });
    await staff("POST", "/template/bold/stage", 200, { to: "in_review" });
    await staff("POST", "/template/bold/stage", 200, { to: "published", override: "Offers the journey layout" });

    // The user's video keeps Bold's version 1 until they take the update: then the layout is in the picker.
    await user.goto(`/content/${video.id}/edit`);
    await waitForSignedInShell(user);
    const notice = user.getByRole("alert").filter({ hasText: "A newer version is available" });
    await expect(notice).toContainText("Template “Bold”: version 1 → 2");
    await user.getByRole("button", { name: "Add scene" }).click();
    await expect(user.getByRole("menuitem", { name: "Journey card" })).toHaveCount(0);
    await user.keyboard.press("Escape");

    await notice.getByRole("button", { name: "See what changed" }).click();
    await expect(user.getByRole("list", { name: "Changes" })).toContainText(
      `layouts › #${bold.definition.layouts.length + 1}: added “${id}”`,
    );
    await user.getByRole("button", { name: "Update to version 2" }).click();
    await expect(notice).toBeHidden();
    await user.getByRole("button", { name: "Add scene" }).click();
    await user.getByRole("menuitem", { name: "Journey card" }).click();
    const scenes = video.document.scenes.length + 1;
    await expect(user.getByTestId("scene-card")).toHaveCount(scenes);
    await expect(user.getByRole("combobox", { name: `Layout of scene ${scenes}` })).toHaveValue("Journey card");
  } finally {
    await userContext.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
