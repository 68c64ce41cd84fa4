import { startEmbeddingSite } from "../support/embedding-site.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";
import { oneSecondVideo } from "../support/one-second-video.ts";

test("a video is rendered, shared with a public link that plays signed out and an embed code that plays on another site, allows downloads when asked, and is taken down", async ({
  page,
  browser,
  baseURL,
}) => {
  // A real render runs inside this test: on two busy cores it can take most of a minute.
  test.setTimeout(180_000);
  await signUpByApi(page);
  const created = await page.request.post("/api/v1/content", {
    data: { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Spring launch" },
    headers: { origin: baseURL! },
  });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const saved = await page.request.put(`/api/v1/content/${id}`, {
    data: { version: 1, document: oneSecondVideo("Spring launch") },
    headers: { origin: baseURL! },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/content/${id}/share`);
  await waitForSignedInShell(page);
  await expect(page.getByRole("heading", { name: "Share “Spring launch”" })).toBeVisible();
  const publicLink = page.getByRole("switch", { name: "Public link" });
  await expect(publicLink).toBeDisabled();
  await page.getByRole("button", { name: "Render now" }).click();
  await expect(publicLink).toBeEnabled({ timeout: 90_000 });
  await publicLink.click();
  await expect(page.getByRole("textbox", { name: "Link" })).toHaveValue(`${baseURL}/v1/videos/${id}`);
  await expect(page.getByRole("textbox", { name: "Embed code" })).toHaveValue(
    new RegExp(`^<video src="${baseURL}/api/v1/public/videos/${id}/video"`),
  );

  // Another site pastes the embed code: the poster loads and the video plays there.
  const site = await startEmbeddingSite(baseURL!, await page.getByRole("textbox", { name: "Embed code" }).inputValue());
  const embedding = await (await browser.newContext()).newPage();
  const posterLoaded = embedding.waitForEvent("requestfinished", {
    predicate: (request) => request.url().endsWith(`/api/v1/public/videos/${id}/poster`),
    timeout: 15_000,
  });
  await embedding.goto(site.url);
  await posterLoaded;
  const embedded = embedding.locator("video");
  // Muted, so Chromium lets a script start it without a click.
  await embedded.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    void video.play();
  });
  await expect.poll(() => embedded.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await embedding.context().close();
  await site.stop();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/v1/videos/${id}`);
  await expect(visitor.getByRole("heading", { name: "Spring launch" })).toBeVisible();
  const player = visitor.locator("video");
  await expect(player).toHaveAttribute("src", `/api/v1/public/videos/${id}/video`);
  // The browser really plays it: metadata loads and says how long it is.
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 15_000 }).toBeCloseTo(1, 0);
  await expect(visitor.getByRole("link", { name: "Download" })).toHaveCount(0);

  await page.getByRole("switch", { name: "Allow download" }).click();
  await expect(page.getByRole("switch", { name: "Allow download" })).toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole("link", { name: "Download" })).toHaveAttribute("href", `/api/v1/public/videos/${id}/video?download`);

  await publicLink.click();
  await expect(publicLink).not.toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "This video is not available" })).toBeVisible();
  await visitor.context().close();
});
