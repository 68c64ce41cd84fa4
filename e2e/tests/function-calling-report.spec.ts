import { expect, signUpStaff, test } from "../support/fixtures.ts";
import { oneModel, startAppWithFakeModel } from "../support/model-app.ts";

/** A storyboard for the clean template in 9:16, with the first scene's layout given. */
const storyboard = (layoutId: string) => ({
  version: 1,
  title: "Trail Runner 2",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [
    { id: "scene-1", layoutId, slots: { headline: { text: "Grip on wet rock" } }, duration: 3 },
    {
      id: "scene-2",
      layoutId: "call-to-action",
      slots: { headline: { text: "Run further" }, button: { text: "Order yours" } },
      duration: 3,
    },
  ],
});

test("a staff member opens the function-calling report after a repaired plan and drills into the failed answer", async ({ page }) => {
  const app = await startAppWithFakeModel(oneModel("fake-planner"));
  const { llm } = app;
  try {
    await signUpStaff(page, app);

    // The model's first storyboard names a layout that does not exist; its repair is valid.
    llm.answer(
      { toolCall: { name: "create_storyboard", arguments: storyboard("no-such-layout") } },
      { toolCall: { name: "create_storyboard", arguments: storyboard("title") } },
    );
    const planned = await page.request.post(`${app.url}/api/v1/content`, {
      data: { from: "prompt", prompt: "Trail Runner 2 grips wet rock.", aspectRatio: "9:16", templateId: "clean" },
      headers: { origin: app.url },
    });
    expect(planned.status()).toBe(201);
    expect(llm.requests).toHaveLength(2);

    await page.goto(`${app.url}/function-calling-report`);
    await expect(page.getByRole("heading", { name: "Function-calling report" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Calls", exact: true })).toContainText("2");
    await expect(page.getByRole("group", { name: "Success rate" })).toContainText("50%");
    await expect(page.getByRole("group", { name: "Repair rate" })).toContainText("100%");
    await expect(
      page.getByRole("table", { name: "Calls by tool and model" }).getByRole("row", { name: /create_storyboard/ }),
    ).toContainText("fake-planner (openai-compatible)");

    const failing = page.getByRole("table", { name: "Failing calls" });
    await expect(failing.getByRole("row")).toHaveCount(2);
    await failing.getByRole("button").click();
    const drawer = page.getByRole("dialog", { name: "Model call" });
    await expect(drawer.getByRole("list", { name: "Problems" })).toContainText("/scenes/0/layoutId");
    await expect(drawer.getByLabel("The run's calls")).toContainText("Attempt 1: valid");
    await expect(drawer.getByText("Repaired: a later answer was valid.")).toBeVisible();
    await expect(page).toHaveURL(/[?&]call=[\w-]+/);
  } finally {
    await app.close();
  }
});
