import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakePexels } from "@framewise/test-support/fake-pexels";
import { startAppServer } from "../support/app-server.ts";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";
import { mp4File, pngFile } from "../support/media-fixtures.ts";

// Words the fake's catalogue does not share, so the planner leaves the video's scenes as text.
const PROMPT = "Meet Trail Runner 2.\nGrip on any ground.\nOrder yours today.";

interface SavedScene {
  layoutId: string;
  duration: unknown;
  slots: Record<string, { src?: string }>;
}

/** Signs up on `origin`, plans a video there and opens it in the editor; answers its id. */
async function openNewVideo(page: Page, origin: string): Promise<string> {
  await signUpByApi(page, undefined, origin);
  const created = await page.request.post(`${origin}/api/v1/content`, {
    data: { from: "prompt", prompt: PROMPT, aspectRatio: "16:9", templateId: "bold" },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`${origin}/content/${id}/edit`);
  await waitForSignedInShell(page);
  return id;
}

/** Gives the first scene a layout with a media slot and opens that slot's picker on its Stock tab. */
async function openStockTab(page: Page, layout: string, slot: string) {
  await page.getByRole("combobox", { name: "Layout of scene 1" }).click();
  await page.getByRole("option", { name: layout }).click();
  await page
    .getByTestId("scene-card")
    .first()
    // A planned card's illustration may already be in the photo slot.
    .getByRole("button", { name: new RegExp(`^(Choose|Replace) ${slot.toLowerCase()}$`) })
    .click();
  const dialog = page.getByRole("dialog", { name: `Choose: ${slot}` });
  await dialog.getByRole("tab", { name: "Stock" }).click();
  return dialog;
}

test("the Stock tab searches Pexels, credits its clips, and the one picked lands in the scene and the library with its credit", async ({
  page,
}) => {
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-e2e-stock-"));
  const files = {
    image: await readFile(await pngFile(folder, "thumbnail.png", 320, 240)),
    video: await readFile(await mp4File(folder, "lighthouse.mp4", 2)),
  };
  const pexels = await startFakePexels({
    items: [
      { id: 501, kind: "video", words: ["lighthouse", "waves"], author: "Ana Silva", width: 1920, height: 1080, duration: 2 },
      { id: 502, kind: "video", words: ["lighthouse", "night"], author: "Ben Ode", width: 1920, height: 1080, duration: 9 },
    ],
    files,
    apiKey: "e2e-pexels-key",
  });
  const server = await startAppServer({
    DATA_DIR: folder,
    PEXELS_API_KEY: "e2e-pexels-key",
    PEXELS_API_URL: pexels.url,
    // The fake's files are on 127.0.0.1, which the product refuses to fetch otherwise.
    TEST_ALLOW_LOOPBACK_FETCH: "true",
  });
  try {
    const id = await openNewVideo(page, server.url);
    const dialog = await openStockTab(page, "Captions over video", "Video clip");
    const scene = page.getByTestId("scene-card").first();
    const length = await scene.getByLabel("Duration (seconds)").inputValue();

    await dialog.getByLabel("Search Pexels").fill("lighthouse");
    const clip = dialog.getByRole("button", { name: "Video by Ana Silva: lighthouse waves" });
    await expect(dialog.getByTestId("stock-tile")).toHaveCount(2);
    await expect(clip).toContainText("Ana Silva");
    await expect(clip).toContainText("2 s");
    // Thumbnails are shown from the service's own host, never copied.
    await expect(clip.locator("img")).toHaveAttribute("src", new RegExp(`^${pexels.url}/files/image/501\\.jpg`));
    await clip.click();
    await expect(dialog.getByRole("link", { name: "Ana Silva" })).toHaveAttribute("href", "https://www.pexels.com/@ana-silva");
    await expect(dialog.getByRole("link", { name: "Pexels" })).toHaveAttribute(
      "href",
      "https://www.pexels.com/video/lighthouse-waves-501/",
    );
    await dialog.getByRole("button", { name: "Copy to library" }).click();

    // The copy opens selected in the library tab and can be used once processed.
    await expect(dialog.getByRole("button", { name: "Lighthouse waves.mp4", exact: true })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Use this asset" }).click({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(scene.getByText("Lighthouse waves.mp4")).toBeVisible();
    expect(pexels.downloads).toEqual(["/files/video/501-hd1920.mp4"]);

    // A length the person fixed stays as it was: picking a clip does not retime the scene.
    await expect(scene.getByLabel("Duration (seconds)")).toHaveValue(length);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    const saved = await page.request.get(`${server.url}/api/v1/content/${id}`);
    const first = ((await saved.json()) as { data: { document: { scenes: SavedScene[] } } }).data.document.scenes[0]!;
    expect(first).toMatchObject({ layoutId: "captions-video", duration: Number(length) });
    const assetId = first.slots.video!.src!.replace(/^asset:/, "");

    await page.goto(`${server.url}/assets/${assetId}`);
    await expect(page.getByRole("link", { name: "Ana Silva" })).toHaveAttribute("href", "https://www.pexels.com/@ana-silva");
    await expect(page.getByRole("link", { name: "Pexels" })).toHaveAttribute("href", "https://www.pexels.com/video/lighthouse-waves-501/");
  } finally {
    await server.stop();
    await pexels.close();
    await rm(folder, { recursive: true, force: true });
  }
});

test("without a stock key, the Stock tab says so and names the keys to set", async ({ page }) => {
  await openNewVideo(page, e2eEnvironment.appUrl);
  const dialog = await openStockTab(page, "Headline + image", "Photo");
  await expect(dialog.getByText("No stock service is set up on this server")).toBeVisible();
  await expect(dialog.getByText("PEXELS_API_KEY")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /^Search/ })).toHaveCount(0);
});
