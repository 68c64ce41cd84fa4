import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, signUpByApi, test, waitForNewVideoEditor, waitForSignedInShell } from "../support/fixtures.ts";
import { pngFile } from "../support/media-fixtures.ts";
import { e2eEnvironment } from "../support/environment.ts";

test("a product's name, library photos, price and benefits become an ad", async ({ page }) => {
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-product-e2e-"));
  try {
    await signUpByApi(page);
    for (const name of ["shoe-side.png", "shoe-sole.png"]) {
      const upload = await page.request.post("/api/v1/assets", {
        multipart: { file: { name, mimeType: "image/png", buffer: await readFile(await pngFile(folder, name, 400, 300)) } },
        headers: { origin: e2eEnvironment.appUrl },
      });
      expect(upload.status()).toBe(201);
    }
    await page.goto("/product");
    await waitForSignedInShell(page);
    await expect(page.getByRole("note")).toContainText("No language model is configured, so the ad is planned from your answers");
    const makeAd = page.getByRole("button", { name: "Make my ad" });
    await page.getByLabel("Product name").fill("Trail Runner 2");
    await expect(makeAd).toBeDisabled(); // no photo yet

    for (const photo of ["shoe-side.png", "shoe-sole.png"]) {
      await page.getByRole("button", { name: "Add a photo" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose a product photo" });
      await dialog.getByRole("button", { name: photo, exact: true }).click();
      await dialog.getByRole("button", { name: "Use this asset" }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByTestId("product-photo")).toHaveCount(2);
    await page.getByLabel("Price").fill("€129");
    await page.getByLabel("Benefits").fill("Grips wet rock\nKeeps feet dry\n230 g a shoe");
    await page.getByLabel("Who it is for").fill("trail runners");
    await makeAd.click();

    await waitForNewVideoEditor(page);
    const id = /\/content\/([\w-]+)\/edit/.exec(page.url())![1];
    const saved = (await (await page.request.get(`/api/v1/content/${id}`)).json()) as {
      data: {
        title: string;
        source: string;
        document: { scenes: { layoutId: string; slots: Record<string, { src?: string; text?: string }> }[] };
      };
    };
    expect(saved.data).toMatchObject({ title: "Trail Runner 2 ad", source: "product" });
    const scenes = saved.data.document.scenes;
    expect(scenes.map((scene) => scene.layoutId)).toEqual([
      "headline-image",
      "product",
      "headline-image",
      "headline-image",
      "headline-image",
      "list",
      "call-to-action",
    ]);
    expect(scenes[0]!.slots.body!.text).toBe("Made for trail runners");
    expect(scenes[1]!.slots.price!.text).toBe("€129");
    expect(scenes[0]!.slots.image!.src).toMatch(/^asset:[\w-]+$/);
    await expect(page.getByTestId("scene-card")).toHaveCount(7);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
