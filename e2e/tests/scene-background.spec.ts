import type { Page } from "@playwright/test";
import { pixelsNear } from "../support/canvas-pixels.ts";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];

/** The first scene's background as saved, once the autosave has caught up with the editor. */
async function savedBackground(page: Page, id: string): Promise<unknown> {
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  const response = await page.request.get(`/api/v1/content/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { document: { scenes: { background?: unknown }[] } } }).data.document.scenes[0]!.background;
}

test("a scene's background animates in the preview from keyframes, a keyframe lands at the playhead, and undo takes it back", async ({
  page,
}) => {
  await signUpByApi(page);
  const created = await page.request.post("/api/v1/content", {
    data: { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Spring launch" },
    headers: { origin: e2eEnvironment.appUrl },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`/content/${id}/edit`);
  await waitForSignedInShell(page);
  const canvas = page.getByTestId("preview-canvas");
  const background = page.getByRole("group", { name: "Background of scene 1" });
  const keyframe = (n: number) => background.getByRole("group", { name: `Keyframe ${n}` });

  // Red for the scene's first second, blue from 2 s on.
  await background.getByRole("button", { name: "Animate" }).click();
  await keyframe(1).getByRole("textbox", { name: "Custom colour" }).fill("#ff0000");
  await keyframe(2).getByRole("textbox", { name: "Custom colour" }).fill("#0000ff");
  await keyframe(1).getByRole("textbox", { name: "Time (seconds)" }).fill("1");
  await keyframe(2).getByRole("textbox", { name: "Time (seconds)" }).fill("2");

  // Frame 1, with the player's keys once focus is out of the fields: red. Three seconds on: blue.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("ArrowRight");
  await expect(canvas).toHaveAttribute("data-frame", "1");
  await expect.poll(() => pixelsNear(canvas, RED), { message: "the preview starts red" }).toBeGreaterThan(1000);
  expect(await pixelsNear(canvas, BLUE)).toBe(0);
  for (let second = 0; second < 3; second++) await page.keyboard.press("Shift+ArrowRight");
  await expect(canvas).toHaveAttribute("data-frame", "91");
  await expect.poll(() => pixelsNear(canvas, BLUE), { message: "the preview turns blue" }).toBeGreaterThan(1000);
  expect(await pixelsNear(canvas, RED)).toBe(0);

  // The preview is on this scene: a new keyframe goes at the playhead, in the colour shown there.
  await background.getByRole("button", { name: "Add keyframe" }).click();
  await expect(keyframe(3)).toBeVisible();
  expect(await savedBackground(page, id)).toEqual({
    keyframes: [
      { time: 1, color: "#ff0000", easing: "linear" },
      { time: 2, color: "#0000ff", easing: "linear" },
      { time: 3.03, color: "#0000ff", easing: "linear" },
    ],
  });

  // Each change was one step: six undos give the scene the template's background back.
  const undo = page.getByRole("button", { name: "Undo" });
  for (let step = 0; step < 6; step++) await undo.click();
  await expect(background.getByRole("button", { name: "Animate" })).toBeVisible();
  await expect.poll(() => pixelsNear(canvas, BLUE), { message: "the template's background is back" }).toBe(0);
  expect(await savedBackground(page, id)).toBeUndefined();
});
