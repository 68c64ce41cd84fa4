import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../support/app-server.ts";
import { freePort } from "../support/free-port.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("a restart keeps users and sessions; without an analytics key nothing leaves the app's origin", async ({ page }) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-restart-"));
  const port = await freePort();
  let server = await startAppServer({ PORT: String(port), DATA_DIR: dataDir });
  const foreignRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== server.url) foreignRequests.push(request.url());
  });
  try {
    await signUpByApi(page, undefined, server.url);
    await page.goto(`${server.url}/videos`);
    await waitForSignedInShell(page);

    expect(await server.stop()).toBe(0);
    server = await startAppServer({ PORT: String(port), DATA_DIR: dataDir });
    await page.reload();
    await waitForSignedInShell(page);
    await expect(page.getByRole("heading", { name: "Videos" })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
