import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../support/app-server.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("a person renders until their plan's monthly renders run out, and is told why with a link to their plan", async ({ page }) => {
  // A fresh app and a whole render before the refusal: the render's own wait allows 90 s on a busy machine.
  test.setTimeout(150_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-quota-"));
  // The default plan from the single-limit settings: one render a month.
  const server = await startAppServer({ DATA_DIR: dataDir, RENDERS_PER_MONTH: "1" });
  try {
    await signUpByApi(page, undefined, server.url);
    const headers = { origin: server.url };
    const create = async (title: string) => {
      const created = await page.request.post(`${server.url}/api/v1/content`, {
        data: { from: "template", templateId: "bold", aspectRatio: "16:9", title },
        headers,
      });
      return ((await created.json()) as { data: { id: string } }).data.id;
    };
    // The month's one render, of another video: a small preview.
    const first = await create("Spring launch");
    expect((await page.request.post(`${server.url}/api/v1/content/${first}/renders`, { data: { scale: 0.1 }, headers })).status()).toBe(
      202,
    );
    // Finished before going on: a render still running would hold up the server's stop.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${server.url}/api/v1/content/${first}/renders`)).json()) as { data: { status: string }[] })
            .data[0]?.status,
        { timeout: 90_000 },
      )
      .toBe("done");

    await page.goto(`${server.url}/content/${await create("Summer launch")}/edit`);
    await waitForSignedInShell(page);
    await page.getByRole("button", { name: "Render MP4" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "You have used all 1 render for this month on the Free plan." });
    await expect(refusal).toContainText(/More are available on \d{4}-\d{2}-01/);
    await refusal.getByRole("link", { name: "See your plan and usage" }).click();
    await expect(page).toHaveURL(`${server.url}/subscription`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
