// @vitest-environment happy-dom
import type { Asset } from "@framewise/contracts";
import type { RenderAssets } from "@framewise/renderer";
import { contentSchema, mediaSources, timeline, type Content } from "@framewise/scene";
import { act, cleanup, screen } from "@testing-library/react";
import { useMemo } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../../testing/fake-api";
import { FakeEventSource, latestEventSource } from "../../../testing/fake-event-source";
import { cleanTemplate, titleLayout } from "../../../testing/library";
import { renderScreen } from "../../../testing/render";
import { SceneStrip } from "../SceneStrip";
import { PreviewPlayer } from "./PreviewPlayer";
import { useMediaLengths } from "./use-media-lengths";
import { usePlayback } from "./use-playback";

const layouts = { title: titleLayout };
const assets: RenderAssets = { layouts, images: {}, template: cleanTemplate };
/** A voiced scene that lasts as long as its recording and a beat (at least 2 s), then a fixed 3 s one, under music. */
const video: Content = contentSchema.parse({
  version: 1,
  title: "Ember & Oak",
  aspectRatio: "9:16",
  templateId: "clean",
  soundtrack: { src: "asset:music" },
  scenes: [
    {
      id: "voiced",
      layoutId: "title",
      duration: { follow: "voiceover", padding: 0.5, min: 2, max: 30 },
      voiceover: { text: "Roasted this morning, at your door tomorrow.", src: "asset:voice-a" },
    },
    { id: "fixed", layoutId: "title", duration: 3 },
  ],
});

const recording = (fields: Partial<Asset>): Asset => ({
  id: "voice-a",
  name: "Voiceover – Roasted this morning.mp3",
  kind: "audio",
  mime_type: "audio/mpeg",
  size_bytes: 52_000,
  status: "ready",
  error: null,
  tags: ["voiceover"],
  logo: false,
  width: null,
  height: null,
  duration_seconds: 6.27,
  video_codec: null,
  audio_codec: "mp3",
  font_family: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  file_url: "/api/v1/assets/voice-a/file",
  thumbnail_urls: null,
  attribution: null,
  ...fields,
});

/** The editor's timing as EditorPage wires it: the lengths, the timeline and playhead over them, the strip and the player. */
function Editor() {
  const sources = useMemo(() => mediaSources(video, layouts), []);
  const media = useMediaLengths(video, layouts, sources);
  const line = useMemo(() => timeline(video, media), [media]);
  const playback = usePlayback(line.frames, line.fps);
  return (
    <>
      <SceneStrip content={video} assets={assets} media={media} fontsReady current={0} onEdit={vi.fn()} onSelect={vi.fn()} />
      <PreviewPlayer content={video} assets={assets} media={media} fontsReady mediaLoading={false} playback={playback} />
    </>
  );
}

const tile = (index: number) => screen.getAllByTestId("scene-strip-tile")[index]!;
const total = () => screen.getByTestId("preview-time").textContent.split(" / ")[1];

beforeEach(() => vi.stubGlobal("EventSource", FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("a voiced scene lasts as long as its recording in the strip and the player's total, once its record says how long", async () => {
  const calls = stubApi({
    "GET /api/v1/assets/voice-a": [
      ok({ data: recording({ status: "processing", duration_seconds: null }) }),
      ok({ data: recording({ status: "processing", duration_seconds: null }) }),
      ok({ data: recording({}) }),
    ],
  });
  renderScreen(<Editor />);
  act(() => latestEventSource().onopen!());

  // While the recording is still processing, the scene keeps its 2 s minimum: 5 s in all. (Read
  // twice: the stream opened while the first answer was on its way, which may predate a change.)
  await vi.waitFor(() => expect(callsTo(calls, "GET /api/v1/assets/voice-a")).toHaveLength(2));
  expect(tile(0).textContent).toBe("1 · 2 s");
  expect(total()).toBe("0:05.00");

  // Processed, it lasts its 6.27 s and half a second more: 9.77 s in all, 293 frames at 30 fps.
  act(() => latestEventSource().send({ type: "asset", id: "voice-a", status: "ready", error: null }));
  await vi.waitFor(() => expect(tile(0).textContent).toBe("1 · 6.8 s"));
  expect(tile(0).getAttribute("aria-label")).toBe("Scene 1, 6.8 s · follows voice: show it, or drag it to reorder");
  expect(tile(1).textContent).toBe("2 · 3 s");
  expect(total()).toBe("0:09.76");
  expect(screen.getByTestId("preview-frame-number").textContent).toMatch(/^Frame 1 of 293 /);
  // Only the followed recording is looked up: not the music, nor anything of the fixed scene.
  expect(calls.map((call) => call.path)).toEqual(Array(3).fill("/api/v1/assets/voice-a"));
});
