import type { Page } from "@playwright/test";
import { renamedFont } from "@framewise/test-support/font-files";
import { pixelsNear } from "../support/canvas-pixels.ts";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpStaff, test } from "../support/fixtures.ts";
import { copyOfStarter } from "../support/library-copies.ts";

test("staff restyle a starter template's background, see all nine previews redrawn and save it as version 2", async ({ page }) => {
  await signUpStaff(page);
  const soft = await copyOfStarter(page, "template", "soft");
  await page.goto(`/templates-pipeline/${soft}/style-config`);
  await expect(page.getByRole("heading", { name: "Style of Soft Calm" })).toBeVisible({ timeout: 20_000 });
  const grid = page.getByTestId("preview-grid");
  await expect(grid.getByRole("img")).toHaveCount(9);
  const title = page.getByTestId("preview-title").getByRole("img");
  expect(await pixelsNear(title, [255, 0, 0])).toBe(0);

  // Soft Calm's background is a gradient: made solid, then red.
  await page.getByRole("region", { name: "Background" }).getByText("Solid", { exact: true }).click();
  await expect(grid).toHaveAttribute("data-redraws", "1");
  const colour = page.getByRole("group", { name: "Background colour" }).getByRole("textbox", { name: "Custom colour" });
  await colour.fill("#ff0000");
  await expect(grid).toHaveAttribute("data-redraws", "2");
  await expect.poll(() => pixelsNear(title, [255, 0, 0])).toBeGreaterThan(1000);

  // The frame time with nine layouts on screen: the colour changed 20 times, each redraw waited for.
  for (let change = 1; change <= 20; change++) {
    await colour.fill(`#${(change * 12).toString(16).padStart(2, "0")}0000`);
    await expect(grid).toHaveAttribute("data-redraws", String(change + 2));
  }
  const times = (await grid.getAttribute("data-frame-times"))!
    .split(",")
    .slice(2)
    .map(Number)
    .sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  console.log("style-config preview, 9 layouts at 9:16, redraw after an edit (ms):", { p50: at(0.5), p95: at(0.95), max: times.at(-1) });
  await expect(page.getByText(/^Preview \d+ ms$/)).toBeVisible();

  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("Saved as version 2 (draft)")).toBeVisible();
  await expect(page.getByText("Version 2 · draft")).toBeVisible();
});

/** Uploads a font file as the signed-in user and waits until the server has read it. */
async function uploadFont(page: Page, name: string, buffer: Buffer) {
  const upload = await page.request.post("/api/v1/assets", {
    multipart: { file: { name, mimeType: "font/ttf", buffer } },
    headers: { origin: e2eEnvironment.appUrl },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = ((await upload.json()) as { data: { id: string } }).data;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/assets/${id}`)).json()) as { data: { status: string } }).data.status, {
      timeout: 30_000,
    })
    .toBe("ready");
}

/** Whether the page holds a font face of `family`, loaded (a face is only declared until text is drawn in it). */
const faceLoaded = (page: Page, family: string) =>
  page.evaluate(
    (family) => [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded"),
    family,
  );

test("staff pick an uploaded font: it joins the library, the previews draw with it, the saved version names its file", async ({ page }) => {
  await signUpStaff(page);
  // Bebas Neue's glyphs under a family the renderer does not ship.
  await uploadFont(
    page,
    "label-neue.ttf",
    await renamedFont("@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff", "Bebas Neue", "Label Neue"),
  );
  const soft = await copyOfStarter(page, "template", "soft");
  await page.goto(`/templates-pipeline/${soft}/style-config`);
  await expect(page.getByRole("heading", { name: "Style of Soft Calm" })).toBeVisible({ timeout: 20_000 });

  const heading = page.getByRole("combobox", { name: "Heading font", exact: true });
  await heading.click();
  await page.getByRole("option", { name: "Label Neue" }).click();
  await expect(heading).toHaveValue("Label Neue");
  // Declared only, the face is fetched because a preview drew its headline in it.
  await expect.poll(() => faceLoaded(page, "Label Neue")).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('400 20px "Label Neue"'))).toBe(true);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved as version 2 (draft)")).toBeVisible();
  const saved = await page.request.get(`/api/v1/staff/library/template/${soft}`);
  const { definition } = ((await saved.json()) as { data: { definition: { fontFiles: { family: string; weight: number }[] } } }).data;
  expect(definition.fontFiles).toEqual([expect.objectContaining({ family: "Label Neue", weight: 400 })]);
});
