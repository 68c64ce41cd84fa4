import { randomUUID } from "node:crypto";
import { newsEntries, rssFeed, startFeedServer } from "@framewise/test-support/feed-server";
import { expect, signUpStaff, test, waitForSignedInShell } from "../support/fixtures.ts";
import { oneSecondVideo } from "../support/one-second-video.ts";

test("staff create a pipeline from a feed, run it, approve one draft and see it render", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const feed = await startFeedServer(rssFeed(newsEntries(2, `e2e-${randomUUID().slice(0, 6)}`)));
  try {
    await signUpStaff(page);
    // The client and its template come from the clients screen's own API (its journey is prod-clients.spec.ts).
    const staffApi = async (path: string, data: unknown) => {
      const answer = await page.request.post(`${baseURL}/api/v1/staff${path}`, { data, headers: { origin: baseURL! } });
      expect(answer.status(), path).toBe(201);
      return ((await answer.json()) as { data: { id: string } }).data;
    };
    const clientName = `Northwind ${randomUUID().slice(0, 6)}`;
    const client = await staffApi("/clients", { name: clientName, template_ids: ["bold"] });
    await staffApi(`/clients/${client.id}/templates`, {
      from: "document",
      name: "News card",
      document: oneSecondVideo("News card", "Today's news"),
    });

    await page.goto("/prod/pipelines");
    await waitForSignedInShell(page);
    await page.getByRole("button", { name: "New pipeline" }).click();
    const wizard = page.getByRole("dialog", { name: "New pipeline" });
    await wizard.getByRole("combobox", { name: "Client" }).click();
    await page.getByRole("option", { name: clientName }).click();
    await wizard.getByRole("textbox", { name: "Name" }).fill("Daily news");
    await wizard.getByRole("textbox", { name: "Address" }).fill(feed.url);
    await wizard.getByRole("button", { name: "Test fetch" }).click();
    await expect(wizard.getByText("The source holds 2 items.", { exact: false })).toBeVisible();

    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("combobox", { name: "Template" }).click();
    await page.getByRole("option", { name: "News card" }).click();
    // The first items as storyboards, drawn live by the shared renderer.
    await expect(wizard.getByRole("img", { name: "Scene 1 preview" }).first()).toBeVisible();
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Create pipeline" }).click();

    await expect(page.getByRole("heading", { name: /Daily news/ })).toBeVisible();
    await page.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByLabel("Last run")).toContainText("succeeded", { timeout: 30_000 });
    await expect(page.getByLabel(/^Draft /)).toHaveCount(2);
    const first = page.getByLabel(/^Draft /).first();
    await first.getByRole("textbox", { name: "Scene 1 · headline" }).fill("Approved in the browser");
    await first.getByRole("button", { name: "Approve and render" }).click();
    await expect(page.getByLabel(/^Draft /)).toHaveCount(1);

    await page.getByRole("tab", { name: "Items" }).click();
    const items = page.getByRole("table", { name: "Items" });
    // The approved draft renders for real (ffmpeg); the other still waits for a decision.
    await expect(items.getByRole("row").filter({ hasText: "rendered" })).toHaveCount(1, { timeout: 150_000 });
    await expect(items.getByRole("row").filter({ hasText: "awaiting approval" })).toHaveCount(1);
    await page.getByRole("tab", { name: "Runs" }).click();
    await expect(page.getByRole("button", { name: /succeeded/ })).toContainText(
      "2 found · 2 new · 0 duplicates · 2 drafted · 1 approved · 1 rendered",
    );
  } finally {
    await feed.close();
  }
});
