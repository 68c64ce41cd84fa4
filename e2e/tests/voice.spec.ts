import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

const SCRIPT = "Fresh coffee every morning. Delivered to your door.";

interface SavedVoiceover {
  text: string;
  src?: string;
  voice?: string;
  timing?: string;
  wordStarts?: number[];
}

test("a scene's voice is picked, heard as a sample and generated with the built-in voice, its captions aligned and its length following it", async ({
  page,
}) => {
  await signUpByApi(page);
  const created = await page.request.post("/api/v1/content", {
    data: { from: "template", templateId: "clean", aspectRatio: "9:16" },
    headers: { origin: e2eEnvironment.appUrl },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`/content/${id}/edit`);
  await waitForSignedInShell(page);

  const scene = page.getByTestId("scene-card").first();
  await scene.getByLabel("Voiceover script").fill(SCRIPT);
  // The built-in eSpeak NG voice, said plainly; the scene keeps its fixed length until it has a voice.
  await expect(scene.getByText("Basic local voice (eSpeak NG, built in): robotic, but needs no service.")).toBeVisible();
  await expect(scene.getByTestId("scene-length")).toHaveCount(0);
  await expect(scene.getByText(/No voice for this script yet/)).toBeVisible();

  await scene.getByRole("combobox", { name: "Voice of scene 1" }).click();
  await page.getByRole("combobox", { name: "Voice of scene 1" }).fill("Great Britain");
  await page.getByRole("option", { name: "English (Great Britain)", exact: true }).click();
  await expect(scene.getByRole("combobox", { name: "Voice of scene 1" })).toHaveValue("English (Great Britain)");

  const sample = page.waitForResponse((response) => response.url().endsWith("/api/v1/voices/en-gb/sample"));
  await scene.getByRole("button", { name: "Hear a sample of English (Great Britain)" }).click();
  const heard = await sample;
  expect(heard.status()).toBe(200);
  expect(heard.headers()["content-type"]).toBe("audio/wav");
  // A WAV of a short sentence: RIFF, and more than a second of 22 kHz 16-bit samples.
  const audio = await heard.body();
  expect(audio.subarray(0, 4).toString()).toBe("RIFF");
  expect(audio.length).toBeGreaterThan(44_100);

  await scene.getByRole("button", { name: "Generate voice" }).click();
  await expect(scene.getByRole("button", { name: "Voice ready" })).toBeVisible({ timeout: 30_000 });
  await expect(scene.getByText("Voice ready. Captions are aligned to the recording's speech and pauses.")).toBeVisible();
  await expect(scene.getByTestId("scene-length")).toHaveText(/^Length: \d+(\.\d)? s · follows voice$/);

  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  const saved = await page.request.get(`/api/v1/content/${id}`);
  const document = ((await saved.json()) as { data: { document: { scenes: { voiceover?: SavedVoiceover }[] } } }).data.document;
  const voiceover = document.scenes[0]!.voiceover!;
  expect(voiceover).toMatchObject({ text: SCRIPT, src: expect.stringMatching(/^asset:/), voice: "en-gb", timing: "aligned" });
  // One start per word; "Delivered" (the second sentence) after the pause that ends the first.
  const starts = voiceover.wordStarts!;
  expect(starts).toHaveLength(8);
  expect(starts[4]! - starts[3]!).toBeGreaterThan(starts[3]! - starts[2]!);
});
