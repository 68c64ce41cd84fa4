import { expect, signUpByApi, test, waitForNewVideoEditor, waitForSignedInShell } from "../support/fixtures.ts";

test("create offers every way to start, previews templates playing, filters them, and starts a blank video to edit", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/create");
  await waitForSignedInShell(page);
  const starts: [string, string][] = [
    ["From a prompt", "/prompt-to-video"],
    ["From a web page", "/url-to-video"],
    ["From a product", "/product"],
  ];
  for (const [title, path] of starts) await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveAttribute("href", path);

  await page.getByRole("radiogroup", { name: "Aspect ratio" }).getByText("16:9").click();
  const cards = page.getByTestId("template-card");
  await expect(cards).toHaveCount(6);
  // Each template is previewed by the renderer: its canvas holds a drawn picture, not a blank.
  const first = cards.first().getByRole("img");
  await expect(first).toHaveAttribute("height", "135");
  await expect
    .poll(() =>
      first.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 16) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        return colours.size;
      }),
    )
    .toBeGreaterThan(10);

  // Hovered, a template plays its sample: the picture changes by itself; left alone it stops.
  const fingerprint = () =>
    first.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum = (sum * 31 + data[i]! + data[i + 1]! * 7 + data[i + 2]! * 13) >>> 0;
      return sum;
    });
  const still = await fingerprint();
  await cards.first().hover();
  await expect(first).toHaveAttribute("data-playing", "true");
  await expect.poll(fingerprint, { message: "the preview moves" }).not.toBe(still);
  await page.mouse.move(0, 0);
  await expect(first).not.toHaveAttribute("data-playing");
  await expect.poll(fingerprint).toBe(still);

  // The style filter keeps light or dark templates.
  const style = page.getByRole("radiogroup", { name: "Style" });
  await style.getByText("Dark", { exact: true }).click();
  await expect(cards.locator("p").filter({ hasText: /^(Bold|Night Neon)$/ })).toHaveCount(2);
  await expect(cards).toHaveCount(2);
  await style.getByText("Light", { exact: true }).click();
  await expect(cards).toHaveCount(4);
  await style.getByText("All styles").click();
  await expect(cards).toHaveCount(6);

  const name = (await cards.nth(1).locator("p").first().textContent())!;
  await page.getByRole("button", { name: `Start with ${name}` }).click();
  await waitForNewVideoEditor(page);
  await expect(page.getByTestId("scene-card")).toHaveCount(2);
  const id = /\/content\/([\w-]+)\/edit/.exec(page.url())![1];
  const saved = (await (await page.request.get(`/api/v1/content/${id}`)).json()) as { data: { source: string; aspect_ratio: string } };
  expect(saved.data).toMatchObject({ source: "template", aspect_ratio: "16:9" });

  // The blank video is ready for words: an edit saves like any other.
  await page.getByTestId("scene-card").first().getByLabel("Headline").fill("Our spring launch");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v1/content/${id}`)).json()) as {
            data: { document: { scenes: { slots: { headline?: { text: string } } }[] } };
          }
        ).data.document.scenes[0]!.slots.headline?.text,
    )
    .toBe("Our spring launch");
});
