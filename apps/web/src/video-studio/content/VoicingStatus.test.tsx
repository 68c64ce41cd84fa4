// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import type { LiveEvent } from "@framewise/contracts";
import { contentSchema, type Content } from "@framewise/scene";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { FakeEventSource, latestEventSource } from "../../testing/fake-event-source";
import { SaveStateIndicator } from "./SaveStateIndicator";
import { useAutosave } from "./use-autosave";
import { useDocumentHistory } from "./use-document-history";
import { VoicingStatus } from "./VoicingStatus";

const ID = "video-1";
const SAVE = `PUT /api/v1/content/${ID}`;

const video = (title: string, voiced: boolean): Content =>
  contentSchema.parse({
    version: 1,
    title,
    aspectRatio: "9:16",
    templateId: "clean",
    scenes: [
      {
        id: "a",
        layoutId: "title",
        duration: voiced ? { follow: "voiceover" } : 4,
        voiceover: voiced
          ? { text: "Fresh every morning.", src: "asset:voice-a", voice: "alloy", timing: "estimated" }
          : { text: "Fresh every morning." },
      },
      { id: "b", layoutId: "title", voiceover: { text: "Order now." } },
    ],
  });
const loaded = video("Loaded", false);
/** What the server saved as version 2: the loaded video with scene a's recording. */
const recorded = video("Loaded", true);

/** The editor's parts that meet the voices: history, autosave, the progress, and what scene a plays. */
function Editor() {
  const editor = useDocumentHistory(loaded);
  const saveState = useAutosave(ID, editor.document, 1);
  return (
    <MantineProvider env="test">
      <input
        aria-label="Title"
        value={editor.document.title}
        onChange={(event) => {
          const title = event.target.value;
          editor.apply((doc) => ({ ...doc, title }), "title");
        }}
      />
      <button onClick={editor.undo}>Undo</button>
      <SaveStateIndicator state={saveState} />
      <VoicingStatus contentId={ID} document={editor.document} editor={editor} saveState={saveState} />
      <span data-testid="voice">{editor.document.scenes[0]!.voiceover?.src ?? "none"}</span>
    </MantineProvider>
  );
}

function renderEditor(routes: Record<string, FakeAnswer[]>) {
  const calls = stubApi(routes);
  const router = createMemoryRouter([{ path: "*", element: <Editor /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

const voicing = (done: number, versions: number[]): LiveEvent => ({ type: "voicing", content_id: ID, done, total: 2, versions });
/** An event on the live stream, and what it sets off (the query's notice to its screens waits for a timer). */
const hear = (event: LiveEvent) =>
  act(async () => {
    latestEventSource().send(event);
    await vi.advanceTimersByTimeAsync(0);
  });
const type = (title: string) => fireEvent.change(screen.getByLabelText("Title"), { target: { value: title } });
const state = () => screen.getByTestId("save-state").textContent;
const voice = () => screen.getByTestId("voice").textContent;
/** Lets `ms` of fake time pass, running the timers and the promises they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const conflict = { status: 409, body: { error: { code: "version_conflict", message: "Changed elsewhere.", fields: { version: "2" } } } };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("says how far the voices are, takes each recording as it lands beside edits not saved yet, and saves over its version", async () => {
  const calls = renderEditor({
    [`GET /api/v1/content/${ID}/voicing`]: [ok({ data: { done: 0, total: 2, versions: [] } })],
    [`GET /api/v1/content/${ID}`]: [ok({ data: { id: ID, version: 2, document: recorded } })],
    [SAVE]: [ok({ data: { id: ID, version: 3 } })],
  });
  await pass(0);
  expect(screen.getByRole("status").textContent).toBe("Recording voiceovers… 0 of 2");
  type("Typed while it speaks");
  await hear(voicing(1, [2]));
  expect(screen.getByRole("status").textContent).toBe("Recording voiceovers… 1 of 2");
  expect(voice()).toBe("asset:voice-a");
  expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Typed while it speaks");

  await pass(800);
  expect(callsTo(calls, SAVE).map((call) => call.body)).toEqual([
    { version: 2, document: { ...recorded, title: "Typed while it speaks" } },
  ]);
  // The recording is no edit of the person's: undo takes back the title, not the voice.
  fireEvent.click(screen.getByRole("button", { name: "Undo" }));
  expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Loaded");
  expect(voice()).toBe("asset:voice-a");
  await hear(voicing(2, [2, 4]));
  expect(screen.queryByRole("status")).toBeNull();
});

test("a save refused because a recording was saved just before is no conflict: the recording is taken and the edit saved over it", async () => {
  const calls = renderEditor({
    [`GET /api/v1/content/${ID}/voicing`]: [ok({ data: { done: 0, total: 2, versions: [] } })],
    [`GET /api/v1/content/${ID}`]: [ok({ data: { id: ID, version: 2, document: recorded } })],
    [SAVE]: [conflict, ok({ data: { id: ID, version: 3 } })],
  });
  await pass(0);
  type("Mine");
  await pass(800);
  // Its event is still on the way: the refusal waits for it, and says nothing of another tab.
  expect(state()).toBe("Saving…");
  await hear(voicing(1, [2]));
  expect(voice()).toBe("asset:voice-a");
  expect(state()).toBe("Unsaved changes");
  await pass(800);
  expect(callsTo(calls, SAVE).map((call) => call.body)).toEqual([
    { version: 1, document: { ...loaded, title: "Mine" } },
    { version: 2, document: { ...recorded, title: "Mine" } },
  ]);
  expect(state()).toBe("Saved");
});

test("a save by someone else in between is still a conflict, and nothing is taken over it", async () => {
  renderEditor({
    [`GET /api/v1/content/${ID}/voicing`]: [ok({ data: { done: 2, total: 2, versions: [2] } })],
    [`GET /api/v1/content/${ID}`]: [ok({ data: { id: ID, version: 3, document: { ...recorded, title: "Another tab" } } })],
    [SAVE]: [{ ...conflict, body: { error: { ...conflict.body.error, fields: { version: "3" } } } }],
  });
  await pass(0);
  expect(voice()).toBe("none");
  type("Mine");
  await pass(800);
  expect(state()).toBe("Changed elsewhere.");
  expect(voice()).toBe("none");
});

test("voices every scene without a voice in one action, once the words are saved, then shows how far it is", async () => {
  const calls = renderEditor({
    [`GET /api/v1/content/${ID}/voicing`]: [ok({ data: null })],
    "GET /api/v1/voices": [
      ok({
        data: {
          provider: { id: "espeak", model: "espeak-ng", label: "Basic voice (eSpeak NG)", local: true },
          default_voice: "en",
          voices: [],
        },
      }),
    ],
    [`POST /api/v1/content/${ID}/voicing`]: [{ status: 202, body: { data: { done: 0, total: 2, versions: [] } } }],
    [SAVE]: [ok({ data: { id: ID, version: 2 } })],
  });
  await pass(0);
  expect(screen.getByText("2 scenes have no voice yet · Basic voice (eSpeak NG)")).toBeTruthy();
  type("Edited");
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Voice every scene" }).disabled).toBe(true);
  await pass(800);
  fireEvent.click(screen.getByRole("button", { name: "Voice every scene" }));
  await pass(0);
  expect(callsTo(calls, `POST /api/v1/content/${ID}/voicing`)).toHaveLength(1);
  expect(screen.getByRole("status").textContent).toBe("Recording voiceovers… 0 of 2");
});
