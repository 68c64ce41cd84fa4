import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("at 1440 px, every template card shows its whole Use button beside the name and description", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpByApi(page);
  await page.goto("/create");
  await waitForSignedInShell(page);
  const buttons = page.getByTestId("template-card").getByRole("button", { name: /^Start with / });
  await expect(buttons).toHaveCount(6);
  for (const button of await buttons.all()) {
    await expect(button).toHaveText("Use");
    // The label's text fits in the button: nothing of it is cut off ("U").
    const fits = await button.evaluate((element) => {
      const label = element.querySelector<HTMLElement>(".mantine-Button-label") ?? element;
      return label.scrollWidth <= label.clientWidth && element.getBoundingClientRect().width >= 40;
    });
    expect(fits, (await button.getAttribute("aria-label")) ?? undefined).toBe(true);
  }
});
