import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeSpeech } from "@framewise/test-support/fake-speech";
import { startAppServer } from "../support/app-server.ts";
import { expect, signUpByApi, test, waitForNewVideoEditor, waitForSignedInShell } from "../support/fixtures.ts";
import { toneMp3 } from "../support/media-fixtures.ts";

const BRIEF = [
  "Ember and Oak roasts coffee every morning.",
  "Beans from three farms we visit each year.",
  "Delivered to your door within two days.",
  "Grinders and filters for every kind of brew.",
  "Order fresh at emberandoak.test",
].join("\n");

test("a new video opens while its voices are recorded, and they join the editor beside an edit made meanwhile", async ({ page }) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-voicing-"));
  const speech = await startFakeSpeech({ audio: await toneMp3() });
  const server = await startAppServer({
    DATA_DIR: dataDir,
    SPEECH_PROVIDER: "openai",
    SPEECH_MODEL: "tts-fake",
    SPEECH_API_KEY: "sk-e2e",
    SPEECH_BASE_URL: speech.openAiUrl,
  });
  try {
    await signUpByApi(page, undefined, server.url);
    await page.goto(`${server.url}/prompt-to-video`);
    await waitForSignedInShell(page);
    speech.hold();
    await page.getByLabel("Describe your video").fill(BRIEF);
    await page.getByRole("button", { name: "Plan my video" }).click();
    // The editor opens while the speech service has answered nothing.
    await waitForNewVideoEditor(page);
    const id = page.url().split("/").at(-2)!;
    const progress = page.getByText(/^Recording voiceovers… \d+ of \d+$/);
    await expect(progress).toHaveText(/^Recording voiceovers… 0 of [4-9]$/);
    await page.getByLabel("Video title").fill("Edited while it speaks");
    await expect(page.getByTestId("save-state")).toHaveText("Saved");

    speech.release();
    await expect(progress).toHaveCount(0, { timeout: 30_000 });
    const saved = async () =>
      (await (await page.request.get(`${server.url}/api/v1/content/${id}`)).json()).data as {
        title: string;
        document: { scenes: { voiceover?: { text: string; src?: string } }[] };
      };
    const spoken = (await saved()).document.scenes.filter((scene) => scene.voiceover?.text.trim());
    await expect(page.getByRole("button", { name: "Voice ready" })).toHaveCount(spoken.length);
    await page.getByLabel("Video title").fill("Edited after the voices");
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await expect(page.getByText("This video was changed in another tab or window.")).toHaveCount(0);
    const final = await saved();
    expect(final.title).toBe("Edited after the voices");
    expect(final.document.scenes.filter((scene) => scene.voiceover?.text.trim() && !scene.voiceover.src)).toEqual([]);
  } finally {
    speech.release();
    await server.stop();
    await speech.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
