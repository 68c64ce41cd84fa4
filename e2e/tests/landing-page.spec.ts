import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("a landing page is made from the share screen, edited by its owner and seen by visitors once published", async ({
  page,
  browser,
  baseURL,
}) => {
  // A real render runs inside this test: on two busy cores it can take most of a minute.
  test.setTimeout(180_000);
  await signUpByApi(page);
  const create = async (title: string) =>
    (
      (await (
        await page.request.post("/api/v1/content", {
          data: { from: "template", templateId: "bold", aspectRatio: "16:9", title },
          headers: { origin: baseURL! },
        })
      ).json()) as { data: { id: string } }
    ).data.id;
  const launch = await create("Spring launch");
  await create("Behind the scenes");
  await page.request.post(`/api/v1/content/${launch}/renders`, { data: { scale: 0.25 }, headers: { origin: baseURL! } });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/v1/content/${launch}/renders`)).json()) as { data: { status: string }[] }).data[0]?.status,
      { timeout: 90_000 },
    )
    .toBe("done");
  await page.request.put(`/api/v1/content/${launch}/share`, {
    data: { shared: true, allowDownload: false },
    headers: { origin: baseURL! },
  });

  await page.goto(`/content/${launch}/share`);
  await waitForSignedInShell(page);
  await page.getByRole("button", { name: "New landing page" }).click();
  await expect(page).toHaveURL(/\/pages\/[\w-]+$/);
  const pageUrl = page.url();
  const editor = page.getByRole("form", { name: "Edit your landing page" });
  await expect(editor.getByLabel("Title")).toHaveValue("Spring launch");
  await expect(page.getByTestId("landing-editor-video")).toHaveText([/1\. Spring launch/]);
  await expect(page.getByText("Publish the page to see it as visitors will.")).toBeVisible();

  await editor.getByLabel("Title").fill("Spring collection");
  await editor.getByLabel("Text").fill("Our new season, in two short films.");
  await editor.getByRole("combobox", { name: "Add a video" }).click();
  await page.getByRole("option", { name: "Behind the scenes" }).click();
  await editor.getByRole("button", { name: "Move Behind the scenes up" }).click();
  await expect(page.getByTestId("landing-editor-video")).toHaveText([/1\. Behind the scenes/, /2\. Spring launch/]);
  await editor.getByRole("switch", { name: "Published" }).click();
  await expect(page.getByTestId("landing-save-state")).toHaveText("Unsaved changes");
  // Leaving with unsaved changes asks first.
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
  );
  await editor.getByRole("link", { name: "Your videos" }).click();
  expect(await question).toMatch(/not saved yet/);
  await expect(page).toHaveURL(pageUrl);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("landing-save-state")).toHaveText("Saved");
  // Below the editor, the page as visitors see it: the draft is neither shared nor rendered.
  await expect(page.getByRole("heading", { name: "Spring collection", level: 1 })).toBeVisible();
  await expect(page.getByTestId("landing-video")).toHaveCount(1);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(pageUrl);
  await expect(visitor.getByRole("heading", { name: "Spring collection", level: 1 })).toBeVisible();
  await expect(visitor.getByText("Our new season, in two short films.")).toBeVisible();
  await expect(visitor.getByRole("form", { name: "Edit your landing page" })).toHaveCount(0);
  const video = visitor.getByTestId("landing-video").locator("video");
  await expect(video).toHaveAttribute("src", `/api/v1/public/videos/${launch}/video`);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 }).toBeGreaterThan(1);
  const html = await (await visitor.request.get(pageUrl)).text();
  expect(html).toContain(`<meta property="og:title" content="Spring collection">`);

  await editor.getByRole("switch", { name: "Published" }).click();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("landing-save-state")).toHaveText("Saved");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "This page is not available" })).toBeVisible();
  await visitor.context().close();
});
