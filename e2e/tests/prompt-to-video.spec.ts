import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { EXAMPLE_PROMPT } from "../../apps/web/src/video-studio/content/example-prompt.ts";
import { expect, signUpByApi, test, waitForNewVideoEditor, waitForSignedInShell } from "../support/fixtures.ts";

/** The brief of issue 18 (the server's tests plan it too: `planner/brief/issue-brief.ts`). */
const EMBER_AND_OAK =
  "A 30-second ad for Ember & Oak, our neighbourhood coffee roaster. Three selling points: beans roasted fresh every morning, free delivery within 2 miles, and 20% off your first bag. Tone: warm and friendly. End with: order fresh at emberandoak.co.uk";
const scenes = (page: Page) => page.getByTestId("scene-card");
const firstHeadline = (page: Page) => scenes(page).first().getByLabel("Headline");
const saveState = (page: Page) => page.getByTestId("save-state");

/** How many distinct colours a canvas holds, and a fingerprint of its pixels to see it redrawn. */
async function canvasPixels(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
    const colours = new Set<number>();
    let fingerprint = 0;
    for (let i = 0; i < data.length; i += 4) {
      const colour = ((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!) >>> 0;
      colours.add(colour);
      fingerprint = (fingerprint * 31 + colour) >>> 0;
    }
    return { colours: colours.size, fingerprint, width: element.width, height: element.height };
  });
}

async function savedDocument(page: Page, id: string) {
  const response = await page.request.get(`/api/v1/content/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    version: number;
    title: string;
    document: { scenes: { slots: Record<string, { text?: string }> }[] };
  };
}
const savedHeadline = async (page: Page, id: string) => (await savedDocument(page, id)).document.scenes[0]!.slots.headline?.text;

/** Plans the prompt from the form and answers the new video's id once its editor is open. */
async function planFromPrompt(page: Page): Promise<string> {
  await signUpByApi(page);
  await page.goto("/prompt-to-video");
  await waitForSignedInShell(page);
  await expect(page.getByText(/No language model is configured, so the storyboard is planned from your text/)).toBeVisible();
  const plan = page.getByRole("button", { name: "Plan my video" });
  await expect(plan).toBeDisabled();
  await page.getByLabel("Describe your video").fill(EXAMPLE_PROMPT);
  await plan.click();
  await waitForNewVideoEditor(page);
  return page.url().split("/").at(-2)!;
}

test("a prompt becomes a drawn storyboard whose texts autosave, undo and redo", async ({ page }) => {
  const id = await planFromPrompt(page);
  // The bullets are cut as listicles cut them: their heading, then a shot a point.
  await expect(scenes(page)).toHaveCount(6);
  await expect
    .poll(() => page.getByTestId("scene-layout").evaluateAll((pickers) => pickers.map((picker) => (picker as HTMLInputElement).value)))
    .toEqual(["Title", "Stat", "Title", "Title", "Title", "Call to action"]);
  await expect(page.getByLabel("Video title")).toHaveValue("Meet Trail Runner 2");
  await expect(scenes(page).nth(2).getByLabel("Headline")).toHaveValue("Why runners switch");
  await expect(scenes(page).nth(3).getByLabel("Headline")).toHaveValue("Grippy outsole");
  await expect(scenes(page).nth(4).getByLabel("Headline")).toHaveValue("Waterproof mesh");
  await expect(saveState(page)).toHaveText("Saved");

  const thumbnail = scenes(page).first().getByTestId("scene-thumbnail");
  await expect.poll(async () => (await canvasPixels(thumbnail)).colours, { message: "the first thumbnail is drawn" }).toBeGreaterThan(10);
  for (const card of await scenes(page).all())
    expect((await canvasPixels(card.getByTestId("scene-thumbnail"))).colours).toBeGreaterThan(10);
  const before = await canvasPixels(thumbnail);
  expect(before).toMatchObject({ width: 240, height: 427 });

  await firstHeadline(page).fill("A new opening");
  await expect(saveState(page)).toHaveText("Unsaved changes");
  await expect(saveState(page)).toHaveText("Saved");
  expect(await savedDocument(page, id)).toMatchObject({ version: 2 });
  expect(await savedHeadline(page, id)).toBe("A new opening");
  // The thumbnail follows the text.
  await expect.poll(async () => (await canvasPixels(thumbnail)).fingerprint).not.toBe(before.fingerprint);

  await page.keyboard.press("ControlOrMeta+z");
  await expect(firstHeadline(page)).toHaveValue("Meet Trail Runner 2");
  await expect.poll(() => savedHeadline(page, id)).toBe("Meet Trail Runner 2");
  await expect(saveState(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(firstHeadline(page)).toHaveValue("A new opening");
  await expect.poll(() => savedHeadline(page, id)).toBe("A new opening");
  await expect(saveState(page)).toHaveText("Saved");
  expect((await savedDocument(page, id)).version).toBe(4);

  await page.reload();
  await expect(firstHeadline(page)).toHaveValue("A new opening");
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
});

test("a save from another tab is never overwritten: the editor shows the conflict and reloads", async ({ page }) => {
  const id = await planFromPrompt(page);
  await expect(firstHeadline(page)).toHaveValue("Meet Trail Runner 2");

  const other = await page.context().newPage();
  await other.goto(`/content/${id}/edit`);
  await firstHeadline(other).fill("Changed in tab two");
  await expect(saveState(other)).toHaveText("Saved");
  expect(await savedHeadline(page, id)).toBe("Changed in tab two");

  await firstHeadline(page).fill("Changed in tab one");
  await expect(page.getByText("This video was changed in another tab or window.")).toBeVisible();
  await expect(saveState(page)).toContainText("changed elsewhere");
  expect(await savedDocument(page, id)).toMatchObject({ version: 2 });
  expect(await savedHeadline(page, id)).toBe("Changed in tab two");
  // Further edits wait for the reload too (that no save is sent is the autosave hook's test).
  await scenes(page).nth(1).getByLabel("Label").fill("More edits in tab one");
  await expect(saveState(page)).toContainText("changed elsewhere");
  // Leaving for another screen asks first, as the edits here are not saved.
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
  );
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Videos" }).click();
  expect(await question).toMatch(/not saved yet/);
  await expect(page).toHaveURL(`/content/${id}/edit`);

  await page.getByRole("button", { name: "Reload" }).click();
  await expect(firstHeadline(page)).toHaveValue("Changed in tab two");
  await expect(page.getByText("This video was changed in another tab or window.")).toBeHidden();
  await expect(saveState(page)).toHaveText("Saved");
  await firstHeadline(page).fill("Tab one again");
  await expect.poll(() => savedHeadline(page, id)).toBe("Tab one again");
});

test("edits made while a save is on its way are saved right after it, over the version it returned", async ({ page }) => {
  const id = await planFromPrompt(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sentVersions: number[] = [];
  await page.route(`**/api/v1/content/${id}`, async (route) => {
    if (route.request().method() !== "PUT") return route.fallback();
    sentVersions.push(route.request().postDataJSON().version);
    if (sentVersions.length === 1) await held;
    await route.continue();
  });
  await firstHeadline(page).fill("First edit");
  await expect(saveState(page)).toHaveText("Saving…");
  await scenes(page).nth(1).getByLabel("Label").fill("Second edit");
  // Then the first answers, and the second goes over the version it returned. (That the second
  // waits however long the first takes is the autosave hook's test, on fake timers.)
  release();
  await expect.poll(() => sentVersions).toEqual([1, 2]);
  await expect(saveState(page)).toHaveText("Saved");
  const saved = await savedDocument(page, id);
  expect(saved.version).toBe(3);
  expect(saved.document.scenes[0]!.slots.headline?.text).toBe("First edit");
  expect(saved.document.scenes[1]!.slots.label?.text).toBe("Second edit");
});

test("a save the network drops is sent again by itself, without another edit", async ({ page }) => {
  const id = await planFromPrompt(page);
  let attempts = 0;
  await page.route(`**/api/v1/content/${id}`, async (route) => {
    if (route.request().method() !== "PUT") return route.fallback();
    attempts++;
    if (attempts === 1) return route.abort("internetdisconnected");
    await route.continue();
  });
  await firstHeadline(page).fill("Written offline");
  await expect(saveState(page)).toHaveText("Not saved: the connection failed. Trying again…");
  await expect(saveState(page)).toHaveText("Saved", { timeout: 15_000 });
  expect(attempts).toBe(2);
  expect(await savedHeadline(page, id)).toBe("Written offline");
});

test("Ctrl+Enter plans in the chosen aspect ratio and template", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/prompt-to-video");
  await page.getByRole("radiogroup", { name: "Aspect ratio" }).getByText("16:9").click();
  await page.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Night Neon" }).click();
  await page.getByLabel("Describe your video").fill("Hello there.\nBook a demo today.");
  await page.getByLabel("Describe your video").press("Control+Enter");
  await waitForNewVideoEditor(page);
  await expect(scenes(page)).toHaveCount(2);
  expect(await canvasPixels(scenes(page).first().getByTestId("scene-thumbnail"))).toMatchObject({ width: 240, height: 135 });
  const saved = await savedDocument(page, page.url().split("/").at(-2)!);
  expect(saved.document).toMatchObject({ aspectRatio: "16:9", templateId: "neon" });
});

test("a brief's tone picks the template and its platform the shape when both are left automatic, and its instructions stay off screen", async ({
  page,
}) => {
  await signUpByApi(page);
  await page.goto("/prompt-to-video");
  await expect(page.getByRole("combobox", { name: "Template" })).toHaveValue("Automatic, from the tone or trade");
  await expect(page.getByRole("radiogroup", { name: "Aspect ratio" }).getByRole("radio", { name: "Auto" })).toBeChecked();
  await page.getByLabel("Describe your video").fill(EMBER_AND_OAK.replace("A 30-second ad", "A 30-second YouTube ad"));
  await page.getByRole("button", { name: "Plan my video" }).click();
  await waitForNewVideoEditor(page);
  await expect(page.getByLabel("Video title")).toHaveValue("Ember & Oak");
  // The opening card is two beats (the name, then what it is), then three points and the call to action.
  await expect(scenes(page)).toHaveCount(6);
  const saved = await savedDocument(page, page.url().split("/").at(-2)!);
  expect(saved.document).toMatchObject({ templateId: "soft", aspectRatio: "16:9" });
  const texts = saved.document.scenes.flatMap((scene) => Object.values(scene.slots).map((slot) => slot.text ?? ""));
  expect(texts.filter((text) => /30-second|YouTube|Tone:|End with|Learn more/i.test(text))).toEqual([]);
  expect(saved.document.scenes.at(-1)!.slots).toMatchObject({ button: { text: "Order fresh" }, link: { text: "emberandoak.co.uk" } });
});

test("the API's refusals show by the field at fault, or above the button", async ({ page }) => {
  await signUpByApi(page);
  const answers = [
    {
      status: 400,
      body: { error: { code: "invalid_request", message: "Check the form.", fields: { prompt: "Describe the video first." } } },
    },
    { status: 503, body: { error: { code: "unavailable", message: "The planner is resting." } } },
  ];
  await page.route("**/api/v1/content", (route) => route.fulfill({ status: answers[0]!.status, json: answers.shift()!.body }));
  await page.goto("/prompt-to-video");
  await page.getByLabel("Describe your video").fill("Hello there.");
  await page.getByRole("button", { name: "Plan my video" }).click();
  await expect(page.getByText("Describe the video first.")).toBeVisible();
  await expect(page.getByLabel("Describe your video")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Plan my video" }).click();
  await expect(page.getByRole("alert")).toContainText("The planner is resting.");
  await expect(page).toHaveURL("/prompt-to-video");
});

test("a missing video says so and leads home", async ({ page }) => {
  await signUpByApi(page);
  await page.goto(`/content/${randomUUID()}/edit`);
  await expect(page.getByText("This video was not found")).toBeVisible();
  await page.getByRole("link", { name: "Back home" }).click();
  await expect(page).toHaveURL("/");
});
