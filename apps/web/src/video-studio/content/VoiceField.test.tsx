// @vitest-environment happy-dom
import { contentSchema, type Content } from "@framewise/scene";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import type { Edit } from "./use-document-history";
import { VoiceField } from "./VoiceField";

const video: Content = contentSchema.parse({
  version: 1,
  title: "Ember & Oak",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [{ id: "s1", layoutId: "title", duration: 4, voiceover: { text: "Fresh coffee." } }],
});
const openAi = {
  provider: { id: "openai", model: "tts-1", label: "OpenAI (tts-1)", local: false },
  default_voice: "alloy",
  voices: [
    { id: "alloy", name: "Alloy" },
    { id: "nova", name: "Nova" },
  ],
};

function show(content: Content, onEdit: (edit: Edit, field: string | null) => void = vi.fn()) {
  renderScreen(
    <Routes>
      <Route path="/content/:contentId/edit" element={<VoiceField scene={content.scenes[0]!} index={0} onEdit={onEdit} />} />
    </Routes>,
    { path: "/content/video-1/edit" },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the scene's voice field", () => {
  it("says plainly that a provider is needed when generated voices are off", async () => {
    stubApi({ "GET /api/v1/voices": [ok({ data: { provider: null, default_voice: null, voices: [] } })] });
    show(video);
    expect(await screen.findByText("Generated voices are off on this server")).toBeTruthy();
    expect(screen.getByText(/SPEECH_PROVIDER/)).toBeTruthy();
  });

  it("speaks the script in the default voice and puts the voice into the scene", async () => {
    const calls = stubApi({
      "GET /api/v1/voices": [ok({ data: openAi })],
      "POST /api/v1/content/video-1/voiceover": [
        ok({
          data: {
            voiceover: { text: "Fresh coffee.", src: "asset:v1", voice: "alloy", timing: "estimated" },
            duration: { follow: "voiceover", padding: 0.5, min: 2, max: 30 },
          },
        }),
      ],
    });
    const onEdit = vi.fn();
    show(video, onEdit);
    expect(await screen.findByText(/No voice for this script yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Generate voice" }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, "POST /api/v1/content/video-1/voiceover")[0]!.body).toEqual({ text: "Fresh coffee." });
    const edited = (onEdit.mock.calls[0]![0] as Edit)(video);
    expect(edited.scenes[0]).toMatchObject({ voiceover: { src: "asset:v1", timing: "estimated" }, duration: { follow: "voiceover" } });
  });

  it("labels captions timed by estimate", async () => {
    stubApi({ "GET /api/v1/voices": [ok({ data: openAi })] });
    show(
      contentSchema.parse({ ...video, scenes: [{ ...video.scenes[0], voiceover: { text: "Hi.", src: "asset:v", timing: "estimated" } }] }),
    );
    expect(await screen.findByText(/Captions are timed by estimate/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Voice ready" }).disabled).toBe(true);
  });

  it("labels captions aligned to the recording", async () => {
    stubApi({ "GET /api/v1/voices": [ok({ data: openAi })] });
    show(
      contentSchema.parse({
        ...video,
        scenes: [{ ...video.scenes[0], voiceover: { text: "Hi there.", src: "asset:v", timing: "aligned", wordStarts: [0.1, 0.4] } }],
      }),
    );
    expect(await screen.findByText("Voice ready. Captions are aligned to the recording's speech and pauses.")).toBeTruthy();
  });

  it("shows the provider's refusal", async () => {
    stubApi({
      "GET /api/v1/voices": [ok({ data: openAi })],
      "POST /api/v1/content/video-1/voiceover": [
        { status: 422, body: { error: { code: "speech_failed", message: "OpenAI (tts-1) could not speak this: quota" } } },
      ],
    });
    show(video);
    fireEvent.click(await screen.findByRole("button", { name: "Generate voice" }));
    expect(await screen.findByText(/could not speak this: quota/)).toBeTruthy();
  });
});
