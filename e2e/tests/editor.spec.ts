import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { pixelsNear } from "../support/canvas-pixels.ts";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";
import { animationFrames } from "../support/frames.ts";
import { mp4File, pngFile, wavFile } from "../support/media-fixtures.ts";
import { mp4Facts, shareChanged, shareOffBackground } from "../support/mp4-facts.ts";

const PROMPT = "Meet Trail Runner 2.\nGrip on any ground.\n3 colours, 240 grams.\nOrder yours today.";

interface SavedScene {
  id: string;
  layoutId: string;
  slots: Record<string, { text?: string; items?: string[]; src?: string }>;
}
interface SavedDocument {
  aspectRatio: string;
  captions?: { enabled: boolean; style: string; position: string };
  templateId: string;
  brandKit?: { colors?: Record<string, string>; logo?: string };
  scenes: SavedScene[];
}

const scenes = (page: Page) => page.getByTestId("scene-card");
const player = (page: Page) => page.getByTestId("preview-player");
const previewCanvas = (page: Page) => page.getByTestId("preview-canvas");
const shownFrame = async (page: Page) => Number(await previewCanvas(page).getAttribute("data-frame"));

async function savedDocument(page: Page, id: string): Promise<SavedDocument> {
  const response = await page.request.get(`/api/v1/content/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { document: SavedDocument } }).data.document;
}
/** Waits until the autosave has written the editor's state, then answers the saved document. */
async function afterSave(page: Page, id: string): Promise<SavedDocument> {
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  return savedDocument(page, id);
}
/** Each scene's own words: an end card's button (its headline names the video), else its headline or number. */
const headlines = (document: SavedDocument) =>
  document.scenes.map((scene) => scene.slots.button?.text ?? scene.slots.headline?.text ?? scene.slots.number?.text);

/** Uploads a file to the asset library and waits until it is processed; answers its id. */
async function uploadProcessed(page: Page, file: string, mimeType: string): Promise<string> {
  const upload = await page.request.post("/api/v1/assets", {
    multipart: { file: { name: path.basename(file), mimeType, buffer: await readFile(file) } },
    headers: { origin: e2eEnvironment.appUrl },
  });
  expect(upload.status()).toBe(201);
  const assetId = ((await upload.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/assets/${assetId}`)).json()) as { data: { status: string } }).data.status, {
      timeout: 30_000,
    })
    .toBe("ready");
  return assetId;
}

async function createFromPrompt(page: Page, prompt = PROMPT, aspectRatio = "16:9"): Promise<string> {
  await signUpByApi(page);
  const response = await page.request.post("/api/v1/content", {
    data: { from: "prompt", prompt, aspectRatio, templateId: "bold" },
    headers: { origin: e2eEnvironment.appUrl },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  await page.goto(`/content/${id}/edit`);
  await waitForSignedInShell(page);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  return id;
}

/** How many pixels of a button's label its box cuts off (0 when the whole word shows). */
const cutWidth = (button: Locator) =>
  button.evaluate((element) => {
    const label = element.querySelector(".mantine-Button-label") ?? element;
    return Math.max(0, label.scrollWidth - label.clientWidth, element.scrollWidth - element.clientWidth);
  });

/** A fingerprint of a canvas's pixels, to see it redrawn, and its size. */
async function pixels(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
    let fingerprint = 0;
    for (let i = 0; i < data.length; i += 4)
      fingerprint = (fingerprint * 31 + ((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!)) >>> 0;
    return { fingerprint, width: element.width, height: element.height };
  });
}

test("the live preview plays, pauses, scrubs, steps frame by frame and jumps to a scene", async ({ page }) => {
  await createFromPrompt(page);
  await expect(scenes(page)).toHaveCount(4);
  const time = page.getByTestId("preview-time");
  // The playhead starts on frame 0: a new video opens on its first scene composed.
  await expect(time).toHaveText(/^0:00\.00 \/ 0:\d\d\.\d\d$/);
  const total = (await time.textContent())!.split(" / ")[1]!;
  await expect.poll(async () => (await pixels(previewCanvas(page))).fingerprint, { message: "the first frame is drawn" }).not.toBe(0);
  expect(await previewCanvas(page).getAttribute("data-frame")).toBe("0");

  await page.getByRole("button", { name: "Play" }).click();
  await expect.poll(() => shownFrame(page), { message: "the playhead moves" }).toBeGreaterThan(10);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  const paused = await shownFrame(page);
  // Ten animation frames: playing at 30 fps would have moved the playhead in them.
  await animationFrames(page, 10);
  expect(await shownFrame(page)).toBe(paused);

  // The player's keys work without clicking it first, wherever focus is not in a field: a frame,
  // a second (30 frames), the ends.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Home");
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "0");
  await page.keyboard.press("ArrowRight");
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "1");
  await expect(time).toHaveText(`0:00.03 / ${total}`);
  await page.keyboard.press("Shift+ArrowRight");
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "31");
  await expect(time).toHaveText(`0:01.03 / ${total}`);
  const early = await pixels(previewCanvas(page));
  await page.keyboard.press("End");
  const last = await shownFrame(page);
  expect(last).toBeGreaterThan(300);
  await expect.poll(async () => (await pixels(previewCanvas(page))).fingerprint).not.toBe(early.fingerprint);
  // Space plays from the end again, from the start.
  await page.keyboard.press("Space");
  await expect.poll(() => shownFrame(page)).toBeLessThan(last);
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  // In a text field the keys are the field's: the playhead stays.
  const stopped = await shownFrame(page);
  await scenes(page).first().getByLabel("Headline").focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Space");
  await animationFrames(page, 5);
  expect(await shownFrame(page)).toBe(stopped);
  await page.keyboard.press("Backspace");

  // The scrubber is a slider over every frame.
  const scrubber = page.getByRole("slider", { name: "Playhead" });
  await expect(scrubber).toHaveAttribute("aria-valuemax", String(last));
  await scrubber.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "2");

  // A scene's picture shows that scene: the playhead goes to its first frame past the template's
  // 0.45 s slide in (14 frames), where the scene before has gone; that scene is marked current.
  await scenes(page).nth(2).getByRole("button", { name: "Show scene 3 in the preview" }).click();
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "194");
  await expect(scenes(page).nth(2)).toHaveAttribute("data-current", "true");
  await expect(scenes(page).nth(0)).not.toHaveAttribute("data-current", "true");
  // So does the scene strip, by click or by keyboard, and it marks the current scene too.
  const tiles = page.getByTestId("scene-strip-tile");
  await expect(tiles).toHaveCount(4);
  await expect(tiles.nth(2)).toHaveAttribute("aria-current", "true");
  await tiles.nth(1).click();
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "104");
  // From the tile just clicked, the arrows step the preview.
  await page.keyboard.press("ArrowLeft");
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "103");
  await tiles.nth(3).focus();
  await page.keyboard.press("Enter");
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "284");
  await expect(tiles.nth(3)).toHaveAttribute("aria-current", "true");
  await expect(tiles.nth(3)).toHaveAccessibleName("Scene 4, 3 s: show it, or drag it to reorder");
});

test("scenes are added, duplicated, reordered by button and by drag, and deleted, each undoable", async ({ page }) => {
  const id = await createFromPrompt(page);
  const original = headlines(await savedDocument(page, id));
  expect(original).toEqual(["Meet Trail Runner 2", "Grip on any ground", "3 colours, 240 grams", "Order yours today"]);

  await scenes(page).first().getByRole("button", { name: "More for scene 1" }).click();
  await page.getByRole("menuitem", { name: "Duplicate scene" }).click();
  await expect(scenes(page)).toHaveCount(5);
  let saved = await afterSave(page, id);
  expect(headlines(saved)).toEqual([
    "Meet Trail Runner 2",
    "Meet Trail Runner 2",
    "Grip on any ground",
    "3 colours, 240 grams",
    "Order yours today",
  ]);
  expect(new Set(saved.scenes.map((scene) => scene.id)).size).toBe(5);

  await scenes(page).nth(1).getByRole("button", { name: "More for scene 2" }).click();
  await page.getByRole("menuitem", { name: "Delete scene" }).click();
  await expect(scenes(page)).toHaveCount(4);
  await scenes(page).first().getByRole("button", { name: "Move scene 1 down" }).click();
  saved = await afterSave(page, id);
  expect(headlines(saved)).toEqual(["Grip on any ground", "Meet Trail Runner 2", "3 colours, 240 grams", "Order yours today"]);

  // Dragged in the scene strip onto the last scene, the first scene becomes the last.
  const tiles = page.getByTestId("scene-strip-tile");
  await tiles.first().dragTo(tiles.nth(3), { steps: 10 });
  await expect(scenes(page).nth(3).getByLabel("Headline")).toHaveValue("Grip on any ground");
  saved = await afterSave(page, id);
  expect(headlines(saved)).toEqual(["Meet Trail Runner 2", "3 colours, 240 grams", "Order yours today", "Grip on any ground"]);

  await page.keyboard.press("ControlOrMeta+z");
  await page.keyboard.press("ControlOrMeta+z");
  saved = await afterSave(page, id);
  expect(headlines(saved)).toEqual(["Meet Trail Runner 2", "Grip on any ground", "3 colours, 240 grams", "Order yours today"]);
  // Ctrl+Y redoes, as Ctrl+Shift+Z does.
  await page.keyboard.press("Control+y");
  await expect(scenes(page).first().getByLabel("Headline")).toHaveValue("Grip on any ground");
  saved = await afterSave(page, id);
  expect(headlines(saved)).toEqual(["Grip on any ground", "Meet Trail Runner 2", "3 colours, 240 grams", "Order yours today"]);
  await page.keyboard.press("ControlOrMeta+z");
  await expect(scenes(page).first().getByLabel("Headline")).toHaveValue("Meet Trail Runner 2");

  await page.getByRole("button", { name: "Add scene" }).click();
  await page.getByRole("menuitem", { name: "Quote" }).click();
  await expect(scenes(page)).toHaveCount(5);
  await scenes(page).nth(4).getByLabel("Quote").fill("Best shoe I have run in.");
  saved = await afterSave(page, id);
  expect(saved.scenes[4]).toMatchObject({ layoutId: "quote", slots: { quote: { text: "Best shoe I have run in." } } });
});

test("layout, template and aspect ratio switches keep the words; the brand kit recolours the preview", async ({ page }) => {
  const id = await createFromPrompt(page);
  const layoutPicker = page.getByRole("combobox", { name: "Layout of scene 2" });
  await layoutPicker.click();
  await page.getByRole("option", { name: "Headline + image" }).click();
  await expect(layoutPicker).toHaveValue("Headline + image");
  await expect(scenes(page).nth(1).getByLabel("Headline")).toHaveValue("Grip on any ground");
  let saved = await afterSave(page, id);
  expect(saved.scenes[1]).toMatchObject({ layoutId: "headline-image", slots: { headline: { text: "Grip on any ground" } } });

  const before = await pixels(previewCanvas(page));
  expect(before.width).toBeGreaterThan(before.height);
  await page.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Clean" }).click();
  await expect
    .poll(async () => (await pixels(previewCanvas(page))).fingerprint, { message: "the preview wears the new template" })
    .not.toBe(before.fingerprint);
  await page.getByRole("radiogroup", { name: "Aspect ratio" }).getByText("9:16 Story").click();
  await expect
    .poll(async () => {
      const { width, height } = await pixels(previewCanvas(page));
      return height > width;
    })
    .toBe(true);
  saved = await afterSave(page, id);
  expect(saved).toMatchObject({ templateId: "clean", aspectRatio: "9:16" });
  expect(headlines(saved)).toEqual(["Meet Trail Runner 2", "Grip on any ground", "3 colours, 240 grams", "Order yours today"]);

  // A bright brand background shows across the preview.
  await page.getByRole("button", { name: "Brand kit" }).click();
  expect(await pixelsNear(previewCanvas(page), [0, 200, 0])).toBe(0);
  await page.getByRole("textbox", { name: "Background" }).fill("#00c800");
  await expect.poll(() => pixelsNear(previewCanvas(page), [0, 200, 0])).toBeGreaterThan(1000);
  saved = await afterSave(page, id);
  expect(saved.brandKit?.colors).toEqual({ background: "#00c800" });
  await page.getByRole("button", { name: "Use the template's colours" }).click();
  await expect.poll(() => pixelsNear(previewCanvas(page), [0, 200, 0])).toBe(0);
  expect((await afterSave(page, id)).brandKit).toBeUndefined();
});

test("a photo from the library fills an image slot and shows in the preview; the brand logo fills logo slots", async ({ page }) => {
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-editor-e2e-"));
  try {
    const id = await createFromPrompt(page);
    for (const [name, colour] of [
      ["green-photo.png", "#10d040"],
      ["blue-logo.png", "#2050f0"],
    ] as const) {
      const upload = await page.request.post("/api/v1/assets", {
        multipart: { file: { name, mimeType: "image/png", buffer: await readFile(await pngFile(folder, name, 400, 300, colour)) } },
        headers: { origin: e2eEnvironment.appUrl },
      });
      expect(upload.status()).toBe(201);
    }
    const layoutPicker = page.getByRole("combobox", { name: "Layout of scene 1" });
    await layoutPicker.click();
    await page.getByRole("option", { name: "Headline + image" }).click();
    // The planned card's illustration comes along into the photo slot, to be replaced.
    await scenes(page).first().getByRole("button", { name: "Replace photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose: Photo" });
    await dialog.getByRole("button", { name: "green-photo.png", exact: true }).click();
    await dialog.getByRole("button", { name: "Use this asset" }).click();
    await expect(dialog).toBeHidden();
    await expect(scenes(page).first().getByText("green-photo.png")).toBeVisible();
    for (const name of ["Replace photo", "Remove photo"])
      expect(await cutWidth(scenes(page).first().getByRole("button", { name })), `${name} shows its whole label`).toBe(0);
    const saved = await afterSave(page, id);
    expect(saved.scenes[0]!.slots.image!.src).toMatch(/^asset:[\w-]+$/);

    await player(page).focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await expect
      .poll(() => pixelsNear(previewCanvas(page), [16, 208, 64]), { message: "the photo is drawn in the preview" })
      .toBeGreaterThan(2000);
    await expect
      .poll(() => pixelsNear(scenes(page).first().getByTestId("scene-thumbnail"), [16, 208, 64]), {
        message: "and in the scene's thumbnail",
      })
      .toBeGreaterThan(200);

    // The last scene (call to action) has a logo slot; the brand logo fills it.
    const lastThumbnail = scenes(page).nth(3).getByTestId("scene-thumbnail");
    expect(await pixelsNear(lastThumbnail, [32, 80, 240])).toBe(0);
    await page.getByRole("button", { name: "Brand kit" }).click();
    await page.getByRole("region", { name: "Brand kit" }).getByRole("button", { name: "Choose logo" }).click();
    const logoDialog = page.getByRole("dialog", { name: "Choose: Logo" });
    await logoDialog.getByRole("button", { name: "blue-logo.png", exact: true }).click();
    await logoDialog.getByRole("button", { name: "Use this asset" }).click();
    await expect
      .poll(() => pixelsNear(lastThumbnail, [32, 80, 240]), { message: "the brand logo shows in the call to action" })
      .toBeGreaterThan(50);
    expect((await afterSave(page, id)).brandKit?.logo).toMatch(/^asset:[\w-]+$/);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("a clip from the library plays in the live preview, frame by frame", async ({ page }) => {
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-editor-clip-e2e-"));
  try {
    const id = await createFromPrompt(page);
    const assetId = await uploadProcessed(page, await mp4File(folder, "pattern.mp4", 3), "video/mp4");

    await page.getByRole("combobox", { name: "Layout of scene 1" }).click();
    await page.getByRole("option", { name: "Captions over video" }).click();
    await scenes(page).first().getByRole("button", { name: "Choose video clip" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose: Video clip" });
    await dialog.getByRole("button", { name: "pattern.mp4", exact: true }).click();
    await dialog.getByRole("button", { name: "Use this asset" }).click();
    expect((await afterSave(page, id)).scenes[0]!.slots.video!.src).toBe(`asset:${assetId}`);

    // The test pattern moves: two frames a second apart differ, and going back shows the first again.
    const drawnFrame = async (frame: string) => {
      await expect(previewCanvas(page)).toHaveAttribute("data-frame", frame);
      await expect(previewCanvas(page), "the clip is open").not.toHaveAttribute("aria-busy", "true");
      await expect(previewCanvas(page), "and seeked").not.toHaveAttribute("data-seeking");
      // The frame on screen once it has held still over ten animation frames (a late redraw may follow a seek).
      let shown = (await pixels(previewCanvas(page))).fingerprint;
      await expect
        .poll(async () => {
          await animationFrames(page, 10);
          const now = (await pixels(previewCanvas(page))).fingerprint;
          const held = now === shown;
          shown = now;
          return held;
        })
        .toBe(true);
      return shown;
    };
    await player(page).focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+ArrowRight");
    const first = await drawnFrame("30");
    await page.keyboard.press("Shift+ArrowRight");
    expect(await drawnFrame("60"), "a second later the clip shows another frame").not.toBe(first);
    await page.keyboard.press("Shift+ArrowLeft");
    expect(await drawnFrame("30"), "and back, the same frame again").toBe(first);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("captions of the voiceover scripts show in the preview when turned on, where they are placed, and are saved", async ({ page }) => {
  const id = await createFromPrompt(page);
  await expect(previewCanvas(page)).toHaveAttribute("data-frame", "0");
  await expect.poll(async () => (await pixels(previewCanvas(page))).fingerprint, { message: "the opening frame is drawn" }).not.toBe(0);
  const without = (await pixels(previewCanvas(page))).fingerprint;

  await page.getByRole("button", { name: "Captions" }).click();
  await expect(page.getByText("Each scene's voiceover script shows while it is spoken")).toBeVisible();
  await page.getByLabel("Show the voiceover as captions").check();
  expect((await afterSave(page, id)).captions).toEqual({ enabled: true, style: "word-highlight", position: "bottom" });
  await expect.poll(async () => (await pixels(previewCanvas(page))).fingerprint, { message: "the captions are drawn" }).not.toBe(without);
  const atBottom = (await pixels(previewCanvas(page))).fingerprint;

  await page.getByRole("radiogroup", { name: "Caption position" }).getByText("Top").click();
  expect((await afterSave(page, id)).captions).toMatchObject({ enabled: true, position: "top" });
  await expect.poll(async () => (await pixels(previewCanvas(page))).fingerprint, { message: "the captions move" }).not.toBe(atBottom);

  await page.getByLabel("Show the voiceover as captions").uncheck();
  expect((await afterSave(page, id)).captions).toMatchObject({ enabled: false });
  await expect
    .poll(async () => (await pixels(previewCanvas(page))).fingerprint, { message: "without captions, the frame is as before" })
    .toBe(without);
});

test("the preview plays the chosen music with the picture and stops with it", async ({ page }) => {
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-editor-sound-e2e-"));
  try {
    const id = await createFromPrompt(page);
    const assetId = await uploadProcessed(page, await wavFile(folder, "tune.wav", 20), "audio/wav");

    await page.getByRole("button", { name: "Music" }).click();
    // A planned video comes with music composed for it; the person's own replaces it.
    const composed = ((await savedDocument(page, id)) as { soundtrack?: { src: string } }).soundtrack?.src;
    expect(composed).toMatch(/^asset:/);
    await page.getByRole("button", { name: "Replace soundtrack" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose: Soundtrack" });
    await dialog.getByRole("button", { name: "tune.wav", exact: true }).click();
    await dialog.getByRole("button", { name: "Use this asset" }).click();
    expect((await afterSave(page, id)) as unknown).toMatchObject({ soundtrack: { src: `asset:${assetId}`, volume: 0.6 } });

    const music = page.locator("audio[data-sound=music]");
    await expect(music).toHaveAttribute("src", `/api/v1/assets/${assetId}/file`);
    expect(await music.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
    // Exactly "Play": the open Music panel also offers to hear each mood, "Playful" among them.
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect
      .poll(() => music.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0.2), {
        message: "the music plays from the playhead",
      })
      .toBe(true);
    await page.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => music.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("prompt → storyboard → edit a text → render in the editor with progress → the MP4 plays on the watch page signed out", async ({
  page,
  browser,
  baseURL,
}) => {
  // A real render runs inside this test: on two busy cores it can take most of a minute.
  test.setTimeout(180_000);
  const id = await createFromPrompt(page, "Trail Runner 2.\nOrder yours today.");
  await scenes(page).first().getByLabel("Headline").fill("Trail Runner 2, now in red");
  // Rendering asked for before the save lands waits for it, so the MP4 has the new words.
  await page.getByRole("button", { name: "Render MP4" }).click();
  await expect(page.getByTestId("render-status")).toContainText(/Waiting to start|Rendering \d+%/, { timeout: 30_000 });
  // The first render is Version 1, though the document was saved twice: versions as people count them.
  await expect(page.getByTestId("render-status")).toHaveText(/Version 1 is ready/, { timeout: 120_000 });
  const versions = page.getByRole("list", { name: "Rendered versions" }).getByRole("listitem");
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText("Version 1");
  await expect(versions.first().getByRole("link", { name: "MP4" })).toHaveAttribute("href", /\/api\/v1\/renders\/[\w-]+\/video\?download$/);
  expect(headlines(await savedDocument(page, id))[0]).toBe("Trail Runner 2, now in red");

  // What a person checks before posting it, with no edits and no keys: it sounds (the music bed
  // composed for it), its first frames show the opening scene (no empty or flashing card), and
  // its picture changes.
  const href = (await versions.first().getByRole("link", { name: "MP4" }).getAttribute("href"))!;
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-postable-e2e-"));
  try {
    const file = path.join(folder, "video.mp4");
    await writeFile(file, await (await page.request.get(href)).body());
    const facts = await mp4Facts(file);
    expect(facts.meanVolumeDb).toBeGreaterThan(-35);
    const [first, second, third] = facts.frames.first;
    expect(shareOffBackground(first!)).toBeGreaterThan(0.02);
    expect(shareChanged(first!, second!)).toBeLessThan(0.02);
    expect(shareChanged(second!, third!)).toBeLessThan(0.02);
    expect(shareChanged(first!, facts.frames.closing)).toBeGreaterThan(0.02);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  await page.goto(`/content/${id}/share`);
  await page.getByRole("switch", { name: "Public link" }).click();
  await expect(page.getByRole("switch", { name: "Public link" })).toBeChecked();
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/content/${id}`);
  await expect(visitor.getByRole("heading", { name: "Trail Runner 2" })).toBeVisible();
  const video = visitor.locator("video");
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { message: "the MP4 plays" })
    .toBeGreaterThan(0.2);
  await visitor.context().close();
});
