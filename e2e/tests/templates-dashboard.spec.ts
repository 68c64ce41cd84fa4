import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../support/app-server.ts";
import { STAFF_DOMAIN } from "../support/environment.ts";
import { expect, signUpStaff, test } from "../support/fixtures.ts";

test("staff see a video made and rendered in Night Neon on the templates dashboard, by template and by layout", async ({ page }) => {
  // A fresh app of its own, so the counts are this test's alone.
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-dashboard-"));
  const server = await startAppServer({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAINS: STAFF_DOMAIN });
  try {
    await signUpStaff(page, { url: server.url, dataDir });
    const headers = { origin: server.url };
    const made = await page.request.post(`${server.url}/api/v1/content`, {
      data: { from: "template", templateId: "neon", aspectRatio: "1:1", title: "Night launch" },
      headers,
    });
    expect(made.status()).toBe(201);
    const video = ((await made.json()) as { data: { id: string } }).data;
    const rendered = await page.request.post(`${server.url}/api/v1/content/${video.id}/renders`, { data: { scale: 0.25 }, headers });
    expect(rendered.status()).toBe(202);

    await page.goto(`${server.url}/templates-dashboard`);
    await expect(page.getByRole("heading", { name: "Templates dashboard" })).toBeVisible();
    const neon = page.getByTestId("template-row-neon");
    // Columns: details, name, videos, switched away, renders, failed, speed, trend.
    await expect(neon.getByRole("cell").nth(2)).toHaveText("1");
    await expect(neon.getByRole("cell").nth(4)).toHaveText("1");
    await expect(page.getByTestId("template-row-bold").getByRole("cell").nth(2)).toHaveText("0");
    // Its thumbnail is drawn by the shared renderer, as the pickers draw it.
    await expect(neon.getByRole("img", { name: "Night Neon template preview" })).toBeVisible();

    await neon.getByRole("button", { name: "Details of Night Neon" }).click();
    await expect(page.getByRole("region", { name: "Where users went" })).toContainText("No videos switched away.");

    await page.getByRole("tab", { name: /Layouts/ }).click();
    await expect(page).toHaveURL(/[?&]tab=layouts/);
    // A blank video opens with a title and closes with a call to action.
    await expect(page.getByTestId("layout-row-title").getByRole("cell").nth(2)).toHaveText("1");
    await expect(page.getByTestId("layout-row-call-to-action").getByRole("cell").nth(4)).toHaveText("1");

    await page.getByText("4 weeks", { exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=4w/);
    await expect(page.getByTestId("layout-row-title").getByRole("cell").nth(2)).toHaveText("1");
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
