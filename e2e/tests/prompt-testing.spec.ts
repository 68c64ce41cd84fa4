import type { Page } from "@playwright/test";
import type { ChatRequest, ScriptedAnswer } from "@framewise/test-support/fake-openai";
import { expect, signUpStaff, test } from "../support/fixtures.ts";
import { startAppWithFakeModel } from "../support/model-app.ts";

/** A storyboard for the clean template in 9:16 whose headline and voiceover are `words`. */
const storyboard = (words: string) => ({
  version: 1,
  title: "Bakery",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [
    {
      id: "scene-1",
      layoutId: "title",
      slots: { headline: { text: words } },
      duration: 3,
      voiceover: { text: `${words}, every morning.` },
    },
    { id: "scene-2", layoutId: "call-to-action", slots: { headline: { text: "Visit us" }, button: { text: "Order" } }, duration: 3 },
  ],
});
const FRESH = storyboard("Fresh bread");
const CHEAP = storyboard("Cheap bread");

/** The storyboard `model` answers; another model asking gets an error, which the comparison would show. */
const plan =
  (model: string, document: unknown) =>
  (request: ChatRequest): ScriptedAnswer =>
    request.model === model
      ? { toolCall: { name: "create_storyboard", arguments: document } }
      : { status: 400, error: `expected ${model}, got ${request.model}` };

async function addPrompt(page: Page, name: string, prompt: string) {
  await page.getByRole("button", { name: "Add prompt" }).click();
  const dialog = page.getByRole("dialog", { name: "New prompt" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("textbox", { name: "Prompt", exact: true }).fill(prompt);
  await dialog.getByRole("combobox", { name: "Aspect ratio" }).click();
  await page.getByRole("option", { name: "9:16" }).click();
  await dialog.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Clean" }).click();
  await dialog.getByLabel("Words forbidden").fill("cheap");
  await dialog.getByLabel("Words forbidden").press("Enter");
  await dialog.getByRole("button", { name: "Add prompt" }).click();
  await expect(dialog).toBeHidden();
}

async function runSuite(page: Page, serverUrl: string) {
  await page.goto(`${serverUrl}/automated-prompts-testing`);
  await page.getByTestId("suite-row").filter({ hasText: "Bakery e2e" }).getByRole("button", { name: "Run" }).click();
  const dialog = page.getByRole("dialog", { name: "Run “Bakery e2e”" });
  await dialog.getByRole("checkbox", { name: "alpha" }).check();
  await dialog.getByRole("checkbox", { name: "beta" }).check();
  await expect(dialog.getByText("2 prompts × 3 targets = 6 storyboards.")).toBeVisible();
  await dialog.getByRole("button", { name: "Start run" }).click();
  await expect(page).toHaveURL(/\/automated-prompts-testing\/[\w-]+$/);
  // The list (with its own runs' status badges) stays on screen until the run page's code has loaded.
  await expect(page.getByTestId("suite-row")).toHaveCount(0);
  // Six storyboards planned and judged by the server's jobs: on a busy two-core machine that takes longer than an expect's default.
  await expect(page.getByTestId("run-status")).toHaveText("Finished", { timeout: 60_000 });
}

test("staff run a suite against two models and the text planner, compare them, and see what changed after a second run", async ({
  page,
}) => {
  const app = await startAppWithFakeModel((llmUrl) => ({
    LLM_MODELS: JSON.stringify(
      ["alpha", "beta"].map((id) => ({ id, provider: "openai-compatible", model: `${id}-model`, base_url: llmUrl })),
    ),
  }));
  const { llm } = app;
  try {
    await signUpStaff(page, app);

    // The starter suite is there; a small suite of our own is made in the editor.
    await page.goto(`${app.url}/automated-prompts-testing`);
    await expect(page.getByTestId("suite-row").filter({ hasText: "Starter suite" })).toBeVisible();
    await page.getByRole("button", { name: "New suite" }).click();
    const editor = page.getByRole("dialog", { name: "New suite" });
    await editor.getByLabel("Name").fill("Bakery e2e");
    await addPrompt(page, "Bread ad", "An ad for our bakery: fresh bread every morning. Order today.");
    await addPrompt(page, "Opening hours", "Our bakery now opens at 6 am. Fresh bread on your way to work.");
    await expect(editor.getByText("2 prompts")).toBeVisible();
    await editor.getByRole("button", { name: "Save suite" }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByTestId("suite-row").filter({ hasText: "Bakery e2e" })).toContainText("Never run");

    // First run: beta says a forbidden word on the bread ad.
    llm.answer(plan("alpha-model", FRESH), plan("beta-model", CHEAP), plan("alpha-model", FRESH), plan("beta-model", FRESH));
    await runSuite(page, app.url);
    const grid = page.getByRole("table", { name: "Comparison" });
    await expect(grid.getByRole("columnheader")).toHaveText(["Prompt", "Text planner (baseline)", "alpha", "beta"]);
    await expect(grid.getByTestId("comparison-row")).toHaveCount(2);
    const betaAd = page.getByLabel("Bread ad with beta");
    await expect(betaAd.getByText("Fail")).toBeVisible();
    await expect(betaAd.getByRole("list", { name: "Failing checks" })).toHaveText('Forbidden words: Says "cheap".');
    await expect(page.getByLabel("Bread ad with alpha").getByText("Pass")).toBeVisible();
    await expect(page.getByLabel("Bread ad with alpha").getByTestId("scene-thumbnail")).toHaveCount(2);
    await expect(page.getByText("The suite's first finished run: nothing to compare with yet.")).toBeVisible();

    // Second run: alpha now says it (regressed), beta no longer does (fixed).
    llm.answer(plan("alpha-model", CHEAP), plan("beta-model", FRESH), plan("alpha-model", FRESH), plan("beta-model", FRESH));
    await runSuite(page, app.url);
    await expect(page.getByTestId("changes")).toContainText("1 regressed");
    await expect(page.getByTestId("changes")).toContainText("1 fixed");
    await expect(page.getByLabel("Bread ad with alpha").getByTestId("change-badge")).toHaveText("Regressed");
    await expect(page.getByLabel("Bread ad with beta").getByTestId("change-badge")).toHaveText("Fixed");
    await expect(page.getByTestId("trend-chart").locator("circle")).toHaveCount(2);

    await page.getByLabel("Only prompts with a failure").check();
    await expect(page.getByTestId("comparison-row")).toHaveCount(1);
    expect(llm.requests.map((request) => request.model)).toEqual(Array(4).fill(["alpha-model", "beta-model"]).flat());
  } finally {
    await app.close();
  }
});
