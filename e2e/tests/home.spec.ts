import { expect, signUpByApi, test, waitForNewVideoEditor, waitForSignedInShell } from "../support/fixtures.ts";

test("home and /main offer the ways to start and pick up the videos changed last", async ({ page, baseURL }) => {
  await signUpByApi(page);
  await page.goto("/");
  await waitForSignedInShell(page);
  await expect(page.getByRole("link", { name: /From a prompt/ })).toHaveAttribute("href", "/prompt-to-video");
  await expect(page.getByText(/^No videos yet\./)).toBeVisible();

  for (const title of ["Spring launch", "Summer sale"])
    expect(
      (
        await page.request.post("/api/v1/content", {
          data: { from: "template", templateId: "bold", aspectRatio: "1:1", title },
          headers: { origin: baseURL! },
        })
      ).status(),
    ).toBe(201);
  await page.goto("/main");
  const recent = page.getByTestId("recent-video");
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toContainText("Summer sale");
  await expect(recent.first()).toContainText("Draft");
  await expect(page.getByRole("link", { name: "All videos" })).toHaveAttribute("href", "/videos");
  await page.getByRole("link", { name: "Edit Spring launch" }).click();
  await waitForNewVideoEditor(page);
  await expect(page.getByLabel("Video title")).toHaveValue("Spring launch");
});
