// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Asset, RenderSummary } from "@framewise/contracts";
import { useAsset } from "../workspace/assets/asset-api";
import { useGeneration } from "../image-studio/image-gen/image-gen-api";
import { generationOf } from "../image-studio/image-gen/image-gen-fixtures";
import { useRenders } from "../video-studio/shared/share-api";
import { callsTo, ok, stubApi } from "../testing/fake-api";
import { FakeEventSource, latestEventSource as latest } from "../testing/fake-event-source";
import { LIVE_EVENTS_PATH } from "./use-live-events";

const render = (overrides: Partial<RenderSummary>): RenderSummary => ({
  id: "r1",
  number: 1,
  status: "rendering",
  progress: 0.1,
  frames_per_second: 30,
  seconds_left: 9,
  error: null,
  duration_seconds: null,
  width: null,
  height: null,
  bytes: null,
  content_id: "c1",
  content_version: 1,
  created_at: "2026-11-24T00:00:00Z",
  video_url: null,
  poster_url: null,
  ...overrides,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Runs the timers (polling, reconnection delays) as far as `ms`, letting answers land. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("a render's progress comes from the stream, not from polling; its end reads the list again", async () => {
  const calls = stubApi({
    "GET /api/v1/content/c1/renders": [
      ok({ data: [render({})] }),
      ok({ data: [render({})] }),
      ok({ data: [render({ status: "done", progress: 1, video_url: "/v.mp4" })] }),
    ],
  });
  const { result } = renderHook(() => useRenders("c1"), { wrapper });
  await vi.waitFor(() => expect(result.current.data).toHaveLength(1));
  expect(latest().url).toBe(LIVE_EVENTS_PATH);
  act(() => latest().open());
  // Once listening, the list is read again: a change made before the stream opened is not missed.
  await vi.waitFor(() => expect(callsTo(calls, "GET /api/v1/content/c1/renders")).toHaveLength(2));

  await pass(5000);
  expect(callsTo(calls, "GET /api/v1/content/c1/renders")).toHaveLength(2);
  act(() =>
    latest().send({ type: "render", id: "r1", status: "rendering", progress: 0.5, frames_per_second: 40, seconds_left: 3, error: null }),
  );
  await vi.waitFor(() => expect(result.current.data?.[0]).toMatchObject({ progress: 0.5, frames_per_second: 40, seconds_left: 3 }));
  expect(callsTo(calls, "GET /api/v1/content/c1/renders")).toHaveLength(2);

  act(() =>
    latest().send({ type: "render", id: "r1", status: "done", progress: 1, frames_per_second: null, seconds_left: null, error: null }),
  );
  await vi.waitFor(() => expect(result.current.data?.[0]).toMatchObject({ status: "done", video_url: "/v.mp4" }));
  expect(callsTo(calls, "GET /api/v1/content/c1/renders")).toHaveLength(3);
});

test("an image generation's progress and end come from its image-gen events, never from polling", async () => {
  const running = generationOf("g1", { status: "running", progress: 0.1 });
  const calls = stubApi({
    "GET /api/v1/image-gen/generations/g1": [
      ok({ data: running }),
      ok({ data: running }),
      ok({ data: { ...running, status: "succeeded", progress: 1 } }),
    ],
  });
  const { result } = renderHook(() => useGeneration("g1"), { wrapper });
  await vi.waitFor(() => expect(result.current.data?.status).toBe("running"));
  act(() => latest().open());
  await vi.waitFor(() => expect(callsTo(calls, "GET /api/v1/image-gen/generations/g1")).toHaveLength(2));

  await pass(5000);
  act(() =>
    latest().send({ type: "image-gen", id: "g1", status: "running", progress: 0.6, step: "denoising", error: null, image_ids: [] }),
  );
  await vi.waitFor(() => expect(result.current.data).toMatchObject({ progress: 0.6, step: "denoising" }));
  expect(callsTo(calls, "GET /api/v1/image-gen/generations/g1")).toHaveLength(2);

  act(() => latest().send({ type: "image-gen", id: "g1", status: "succeeded", progress: 1, step: null, error: null, image_ids: [] }));
  await vi.waitFor(() => expect(callsTo(calls, "GET /api/v1/image-gen/generations/g1")).toHaveLength(3));
  await vi.waitFor(() => expect(result.current.data?.status).toBe("succeeded"));
});

test("while the stream is down the list polls; it reopens after 1, then 2 s, and reads the list again once back", async () => {
  const calls = stubApi({ "GET /api/v1/content/c1/renders": [ok({ data: [render({})] })] });
  const { result } = renderHook(() => useRenders("c1"), { wrapper });
  await vi.waitFor(() => expect(result.current.data).toHaveLength(1));
  const fetches = () => callsTo(calls, "GET /api/v1/content/c1/renders").length;
  act(() => latest().open());
  await vi.waitFor(() => expect(fetches()).toBe(2));

  act(() => latest().fail());
  expect(latest().closed).toBe(true);
  await pass(999);
  expect(FakeEventSource.made).toHaveLength(1);
  await pass(1);
  expect(FakeEventSource.made).toHaveLength(2);
  act(() => latest().fail());
  await pass(1999);
  expect(FakeEventSource.made).toHaveLength(2);
  await pass(1);
  expect(FakeEventSource.made).toHaveLength(3);
  // Three seconds down: polled each second meanwhile.
  expect(fetches()).toBeGreaterThanOrEqual(3);

  const before = fetches();
  act(() => latest().open());
  await vi.waitFor(() => expect(fetches()).toBe(before + 1));
  await pass(5000);
  expect(fetches()).toBe(before + 1);
});

test("an asset that became ready before the stream opened is read again once it is open", async () => {
  const asset = { id: "a1", name: "photo.png", kind: "image", status: "processing", error: null } as Asset;
  const calls = stubApi({ "GET /api/v1/assets/a1": [ok({ data: asset }), ok({ data: { ...asset, status: "ready" } })] });
  const { result } = renderHook(() => useAsset("a1"), { wrapper });
  await vi.waitFor(() => expect(result.current.data?.status).toBe("processing"));
  // Processing ended here, announced before the stream listened: no event will come for it.
  act(() => latest().open());
  await vi.waitFor(() => expect(result.current.data?.status).toBe("ready"));
  expect(callsTo(calls, "GET /api/v1/assets/a1")).toHaveLength(2);
});

test("a processing asset whose event never comes is looked at again after 10 s, even with the stream up", async () => {
  const asset = { id: "a1", name: "photo.png", kind: "image", status: "processing", error: null } as Asset;
  const calls = stubApi({
    "GET /api/v1/assets/a1": [ok({ data: asset }), ok({ data: asset }), ok({ data: { ...asset, status: "ready" } })],
  });
  const { result } = renderHook(() => useAsset("a1"), { wrapper });
  await vi.waitFor(() => expect(result.current.data?.status).toBe("processing"));
  act(() => latest().open());
  await vi.waitFor(() => expect(callsTo(calls, "GET /api/v1/assets/a1")).toHaveLength(2));
  await pass(9000);
  expect(callsTo(calls, "GET /api/v1/assets/a1")).toHaveLength(2);
  await pass(1500);
  await vi.waitFor(() => expect(result.current.data?.status).toBe("ready"));
});

test("an asset's new state refreshes it; the stream closes when no screen listens", async () => {
  const asset = { id: "a1", name: "photo.png", kind: "image", status: "processing", error: null } as Asset;
  const calls = stubApi({
    "GET /api/v1/assets/a1": [ok({ data: asset }), ok({ data: asset }), ok({ data: { ...asset, status: "ready" } })],
  });
  const { result, unmount } = renderHook(() => useAsset("a1"), { wrapper });
  await vi.waitFor(() => expect(result.current.data?.status).toBe("processing"));
  act(() => latest().open());
  await vi.waitFor(() => expect(callsTo(calls, "GET /api/v1/assets/a1")).toHaveLength(2));
  await pass(5000);
  expect(callsTo(calls, "GET /api/v1/assets/a1")).toHaveLength(2);
  act(() => latest().send({ type: "asset", id: "a1", status: "ready", error: null }));
  await vi.waitFor(() => expect(result.current.data?.status).toBe("ready"));
  unmount();
  expect(latest().closed).toBe(true);
});
