// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import type { Content } from "@framewise/scene";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { RenderPanel } from "./RenderPanel";
import { SaveStateIndicator } from "./SaveStateIndicator";
import { useAutosave } from "./use-autosave";

const ID = "video-1";
const loaded = { version: 1, title: "Loaded", aspectRatio: "16:9", templateId: "bold", scenes: [] } as unknown as Content;

interface Call {
  method: string;
  path: string;
  body: unknown;
  /** Answers the request: a status and JSON body, or no answer at all (the connection dropped). */
  answer(status: number | "network-error", body?: unknown): void;
}

/** The live event stream (render progress) stays quiet: these tests are about saving. */
class QuietEventSource {
  onopen = null;
  onerror = null;
  addEventListener() {}
  close() {}
}

/**
 * Stubs `fetch` with a server whose answers the test gives, one request at a time, whenever it
 * likes: a save can be held for as long as a test needs. GET of the renders answers none at once.
 */
function stubServer(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("EventSource", QuietEventSource);
  // The app calls fetch with a path and, for a save or a render, a JSON string body.
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit & { body?: string }) => {
    const path = new URL(input, location.origin).pathname;
    const method = init?.method ?? "GET";
    if (method === "GET") return Response.json({ data: [] });
    return new Promise<Response>((resolve, reject) => {
      calls.push({
        method,
        path,
        body: init?.body ? JSON.parse(init.body) : undefined,
        answer: (status, body) =>
          status === "network-error" ? reject(new TypeError("Failed to fetch")) : resolve(Response.json(body ?? null, { status })),
      });
    });
  });
  return calls;
}

const saves = (calls: Call[]) => calls.filter((call) => call.method === "PUT" && call.path === `/api/v1/content/${ID}`);
const renders = (calls: Call[]) => calls.filter((call) => call.method === "POST" && call.path === `/api/v1/content/${ID}/renders`);
const savedAs = (version: number) => ({ data: { id: ID, version } });

/** The editor's save path in miniature: a title field, the save state and the render button. */
function Editor() {
  const [document, setDocument] = useState(loaded);
  const saveState = useAutosave(ID, document, 1);
  return (
    <>
      <input aria-label="Title" value={document.title} onChange={(event) => setDocument({ ...document, title: event.target.value })} />
      <SaveStateIndicator state={saveState} />
      <RenderPanel contentId={ID} saveState={saveState} />
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter([{ path: "*", element: <Editor /> }]);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (title: string) => fireEvent.change(screen.getByLabelText("Title"), { target: { value: title } });
const state = () => screen.getByTestId("save-state").textContent;
/** Lets `ms` of fake time pass, running the timers and the promises they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("typing makes one save, a moment after the last key, over the version loaded", async () => {
  const calls = stubServer();
  renderEditor();
  await pass(0);
  expect(state()).toBe("Saved");
  for (const title of ["N", "Ne", "New"]) {
    type(title);
    await pass(500);
  }
  expect(state()).toBe("Unsaved changes");
  expect(saves(calls)).toHaveLength(0);
  await pass(300);
  expect(saves(calls).map((call) => call.body)).toEqual([{ version: 1, document: { ...loaded, title: "New" } }]);
  expect(state()).toBe("Saving…");
  await act(async () => saves(calls)[0]!.answer(200, savedAs(2)));
  expect(state()).toBe("Saved");
});

test("a save the connection drops is sent again by itself after a pause, without another edit", async () => {
  const calls = stubServer();
  renderEditor();
  type("Written offline");
  await pass(800);
  await act(async () => saves(calls)[0]!.answer("network-error"));
  expect(state()).toBe("Not saved: the connection failed. Trying again…");
  await pass(4000);
  await pass(799);
  expect(saves(calls)).toHaveLength(1);
  await pass(1);
  expect(saves(calls).map((call) => call.body)).toEqual([
    { version: 1, document: { ...loaded, title: "Written offline" } },
    { version: 1, document: { ...loaded, title: "Written offline" } },
  ]);
  await act(async () => saves(calls)[1]!.answer(200, savedAs(2)));
  expect(state()).toBe("Saved");
});

test("a conflict (another tab saved first) stops saving: later edits are never sent over it", async () => {
  const calls = stubServer();
  renderEditor();
  type("Changed in tab one");
  await pass(800);
  await act(async () =>
    saves(calls)[0]!.answer(409, { error: { code: "version_conflict", message: "This video was changed in another tab or window." } }),
  );
  expect(state()).toBe("This video was changed in another tab or window.");
  type("More edits in tab one");
  await pass(60_000);
  expect(saves(calls)).toHaveLength(1);
  expect(state()).toBe("This video was changed in another tab or window.");
});

test("edits made while a save is on its way wait for it, however long, then go over the version it returned", async () => {
  const calls = stubServer();
  renderEditor();
  type("First edit");
  await pass(800);
  type("Second edit");
  await pass(60_000);
  expect(saves(calls)).toHaveLength(1);
  await act(async () => saves(calls)[0]!.answer(200, savedAs(2)));
  await pass(800);
  expect(saves(calls).map((call) => call.body)).toEqual([
    { version: 1, document: { ...loaded, title: "First edit" } },
    { version: 2, document: { ...loaded, title: "Second edit" } },
  ]);
});

test("Render MP4 with edits not saved yet waits for the save, then asks for the render once", async () => {
  const calls = stubServer();
  renderEditor();
  await pass(0);
  type("Render this");
  fireEvent.click(screen.getByRole("button", { name: "Render MP4" }));
  await pass(800);
  expect(saves(calls)).toHaveLength(1);
  expect(renders(calls)).toHaveLength(0);
  await act(async () => saves(calls)[0]!.answer(200, savedAs(2)));
  await pass(0);
  expect(renders(calls)).toHaveLength(1);
  await act(async () => renders(calls)[0]!.answer(202, { data: { id: "render-1", status: "queued", progress: 0 } }));
  await pass(5000);
  expect(renders(calls)).toHaveLength(1);
});
