import { expect, signUpByApi, test, waitForNewVideoEditor, waitForSignedInShell } from "../support/fixtures.ts";
import { oneModel, startAppWithFakeModel } from "../support/model-app.ts";

test("with a language model configured, the prompt form says so and the model's storyboard opens in the editor", async ({ page }) => {
  const app = await startAppWithFakeModel(oneModel("fake-planner"));
  const { llm } = app;
  try {
    await signUpByApi(page, undefined, app.url);
    await page.goto(`${app.url}/prompt-to-video`);
    await waitForSignedInShell(page);
    await expect(page.getByRole("note")).toHaveText(
      /^The language model fake-planner writes the storyboard: the script, a layout for each scene, its words and timing\. If it cannot give a valid storyboard, the storyboard is planned from your text instead\.$/,
    );

    const scenes = [
      { id: "scene-1", layoutId: "title", slots: { headline: { text: "Grip on wet rock" } }, duration: 3 },
      { id: "scene-2", layoutId: "stat", slots: { number: { text: "240 g" }, label: { text: "a shoe" } }, duration: 3 },
      {
        id: "scene-3",
        layoutId: "call-to-action",
        slots: { headline: { text: "Run further" }, button: { text: "Order yours" } },
        duration: 3,
      },
    ];
    llm.answer({
      toolCall: {
        name: "create_storyboard",
        arguments: { version: 1, title: "Trail Runner 2", aspectRatio: "9:16", templateId: "bold", scenes },
      },
    });
    await page.getByRole("combobox", { name: "Template" }).click();
    await page.getByRole("option", { name: "Bold" }).click();
    await page.getByLabel("Describe your video").fill("Trail Runner 2: 240 g, grips wet rock.");
    await page.getByRole("button", { name: "Plan my video" }).click();
    // A fresh server's first plan also composes its music and keeps its pictures before it answers.
    await waitForNewVideoEditor(page);
    await expect(page.getByLabel("Video title")).toHaveValue("Trail Runner 2");
    await expect(page.getByTestId("scene-card")).toHaveCount(3);
    await expect(page.getByTestId("scene-card").first().getByLabel("Headline")).toHaveValue("Grip on wet rock");
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]!.messages.at(-1)!.content).toContain("Trail Runner 2: 240 g, grips wet rock.");
  } finally {
    await app.close();
  }
});
