import type { ChatRequest } from "@framewise/test-support/fake-openai";
import { expect, signUpStaff, test, waitForNewVideoEditor } from "../support/fixtures.ts";
import { oneModel, startAppWithFakeModel } from "../support/model-app.ts";

/** The storyboard the planner's model writes for the drafted video. */
const storyboard = {
  version: 1,
  title: "Spring sale",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [
    { id: "scene-1", layoutId: "title", slots: { headline: { text: "Spring sale" } }, duration: 3 },
    { id: "scene-2", layoutId: "call-to-action", slots: { headline: { text: "20% off" }, button: { text: "Shop now" } }, duration: 3 },
  ],
};

/** The drafted video's editor path, from the tool result the chat sent back to the model. */
const draftedPath = (request: ChatRequest) => {
  const result = request.messages.find((message) => message.role === "tool");
  return /\/content\/[\w-]+\/edit/.exec(JSON.stringify(result?.content))![0];
};

test("staff chat with the model: a streamed answer, a drafted video opened in the editor, and an answer that survives a reload", async ({
  page,
}) => {
  const app = await startAppWithFakeModel(oneModel("fake-chat"));
  const { llm } = app;
  try {
    await signUpStaff(page, app);

    // The first question starts the chat; the model drafts a video with the tool, then answers with its link.
    llm.answer(
      { toolCall: { name: "draft_video", arguments: { brief: "A spring sale: 20% off everything this week", template_id: "clean" } } },
      { toolCall: { name: "create_storyboard", arguments: storyboard } },
      (request) => ({ text: `Here is your draft: [Spring sale](${draftedPath(request)}). Open it to edit.` }),
    );
    await page.goto(`${app.url}/llm-chat`);
    await expect(page.getByRole("heading", { name: "What shall we make?" })).toBeVisible();
    const composer = page.getByRole("textbox", { name: "Message" });
    await composer.fill("Draft a video for our spring sale");
    await composer.press("Enter");
    await expect(page).toHaveURL(/\/llm-chat\/[\w-]+$/);
    const card = page.getByTestId("tool-card").filter({ hasText: "Drafted a video" });
    // The drafted video is planned (its music composed, its pictures kept) before the card shows it.
    await expect(card.getByTestId("storyboard-strip-tile")).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId("assistant-message").getByRole("link", { name: "Spring sale" })).toBeVisible();
    await card.getByRole("link", { name: "Open in the editor" }).click();
    await waitForNewVideoEditor(page);
    await expect(page.getByLabel("Video title")).toHaveValue("Spring sale");
    await page.goBack();

    // An answer held mid-way by the fake: its first words arrive, the page reloads, and it goes on.
    const gate = llm.gate();
    llm.answer({ text: "Counting: one two three four five.", pause: { afterDeltas: 3, gate } });
    await composer.fill("Count to five");
    await composer.press("Enter");
    const answer = page.getByTestId("assistant-message").last();
    await expect(answer).toContainText("Counting: one two");
    await expect(answer).not.toContainText("three");
    await page.reload();
    await expect(answer).toContainText("Counting: one two");
    await expect(answer).not.toContainText("three");
    gate.release();
    await expect(answer).toContainText("Counting: one two three four five.");
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  } finally {
    await app.close();
  }
});
