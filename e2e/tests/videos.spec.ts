import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("the video library lists drafts and rendered videos with their status, searches, duplicates and deletes", async ({
  page,
  baseURL,
}) => {
  // A real render runs inside this test: on two busy cores it can take most of a minute.
  test.setTimeout(180_000);
  await signUpByApi(page);
  await page.goto("/videos");
  await waitForSignedInShell(page);
  await expect(page.getByText("No videos yet")).toBeVisible();

  const create = async (title: string) =>
    (
      (await (
        await page.request.post("/api/v1/content", {
          data: { from: "template", templateId: "bold", aspectRatio: "16:9", title },
          headers: { origin: baseURL! },
        })
      ).json()) as { data: { id: string } }
    ).data.id;
  await create("Autumn sale");
  const rendered = await create("Winter launch");
  await page.request.post(`/api/v1/content/${rendered}/renders`, { data: { scale: 0.25 }, headers: { origin: baseURL! } });
  await page.reload();

  const card = (title: string) => page.getByTestId("video-card").filter({ hasText: title });
  await expect(card("Autumn sale")).toContainText("Draft");
  // The list follows the render by itself until it is done, then shows its poster and length.
  await expect(card("Winter launch")).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(card("Winter launch")).toContainText("Ready");
  await expect(card("Winter launch")).toContainText("0:08");
  await expect(card("Winter launch").locator("img")).toHaveAttribute("src", /\/poster$/);

  await page.getByLabel("Search videos").fill("autumn");
  await expect(page.getByTestId("video-card")).toHaveCount(1);
  await page.getByLabel("Search videos").fill("");
  await expect(page.getByTestId("video-card")).toHaveCount(2);
  const order = () =>
    page
      .getByTestId("video-card")
      .getByRole("link", { name: /^Open / })
      .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));
  await expect.poll(order).toEqual(["Open Winter launch", "Open Autumn sale"]);
  await page.getByRole("combobox", { name: "Sort videos" }).click();
  await page.getByRole("option", { name: "Oldest first" }).click();
  await expect.poll(order).toEqual(["Open Autumn sale", "Open Winter launch"]);
  await page.getByRole("combobox", { name: "Sort videos" }).click();
  await page.getByRole("option", { name: "Last changed" }).click();

  await page.getByRole("button", { name: "Actions for Autumn sale" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(card("Autumn sale (copy)")).toBeVisible();
  await page.getByRole("button", { name: "Actions for Autumn sale (copy)" }).click();
  // The first card's menu may still be closing: take Delete from the copy's own menu.
  await page.getByRole("menu", { name: "Actions for Autumn sale (copy)" }).getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("video-card")).toHaveCount(2);
  await expect(card("Autumn sale (copy)")).toHaveCount(0);

  // Its page plays the render and lists it as a version with its download.
  await card("Winter launch").getByRole("link", { name: "Open Winter launch" }).click();
  await expect(page).toHaveURL(`/videos/${rendered}`);
  await expect(page.locator("video")).toHaveAttribute("src", /\/api\/v1\/renders\/[\w-]+\/video$/);
  const versions = page.getByRole("table", { name: "Versions" });
  await expect(versions).toContainText("Version 1");
  await expect(versions).toContainText("done");
  await expect(versions.getByRole("link", { name: "MP4" })).toHaveAttribute("href", /\/video\?download$/);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(`/content/${rendered}/edit`);
});
