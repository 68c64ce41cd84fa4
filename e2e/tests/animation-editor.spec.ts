import { expect, signUpStaff, test } from "../support/fixtures.ts";
import { copyOfStarter } from "../support/library-copies.ts";

test("staff add a keyframe to a starter layout, drag it on the timeline, see it autosaved as version 2 and undo it", async ({ page }) => {
  await signUpStaff(page);
  const stat = await copyOfStarter(page, "layout", "stat");
  await page.goto(`/layouts-pipeline/${stat}/animation`);
  await expect(page.getByRole("heading", { name: "Animation · Stat" })).toBeVisible({ timeout: 20_000 });
  const preview = page.getByTestId("animation-preview");
  await expect(preview).toBeVisible();

  // Scrubbing the ruler draws another frame.
  const ruler = page.getByTestId("ruler");
  // The mouse works in the viewport: the timeline is brought into it first.
  await page.getByTestId("timeline").scrollIntoViewIfNeeded();
  const rulerBox = (await ruler.boundingBox())!;
  await page.mouse.click(rulerBox.x + rulerBox.width / 2, rulerBox.y + rulerBox.height / 2);
  await expect(preview).toHaveAttribute("data-frame", "60");
  await page.mouse.click(rulerBox.x + 1, rulerBox.y + rulerBox.height / 2);
  await expect(preview).toHaveAttribute("data-frame", "0");

  // The number (it starts at 0.1 s) gets an x keyframe at the playhead, dragged to about 1 s of the 4 s sample.
  await page.getByRole("button", { name: /^number · number/ }).click();
  await page.getByRole("button", { name: "Add x keyframe to number" }).click();
  const keyframe = page.getByTestId("keyframe-number-x-0");
  await expect(keyframe).toHaveAttribute("aria-label", "x keyframe 1 of number at 0.10 s");
  await page.getByTestId("track-number-x").scrollIntoViewIfNeeded();
  const from = (await keyframe.boundingBox())!;
  const lane = (await page.getByTestId("track-number-x").locator("[data-lane]").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(lane.x + lane.width * 0.15, from.y + from.height / 2);
  await page.mouse.move(lane.x + lane.width * 0.25, from.y + from.height / 2);
  await page.mouse.up();
  await expect(keyframe).toHaveAttribute("aria-label", /at (0\.9\d|1\.0\d) s$/);
  await expect(page.getByText("Saved as version 2")).toBeVisible();

  // Undo takes the drag back; the next autosave makes version 3.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(keyframe).toHaveAttribute("aria-label", "x keyframe 1 of number at 0.10 s");
  await expect(page.getByText("Saved as version 3")).toBeVisible();
});
