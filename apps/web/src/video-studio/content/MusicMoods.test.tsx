// @vitest-environment happy-dom
import { contentSchema, type Content } from "@framewise/scene";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { MusicMoods } from "./MusicMoods";
import type { Edit } from "./use-document-history";

const video: Content = contentSchema.parse({
  version: 1,
  title: "Ember & Oak",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [
    { id: "s1", layoutId: "title", duration: 4 },
    { id: "s2", layoutId: "title", duration: 6.5 },
  ],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the music library in the editor", () => {
  it("composes the mood's music for the video's length and makes it the soundtrack", async () => {
    const calls = stubApi({
      "POST /api/v1/music-beds": [
        { status: 201, body: { data: { src: "asset:bed-1", mood: "calm", seconds: 10.5, tempo: 74.3, beatSeconds: 0.8077 } } },
      ],
    });
    const onEdit = vi.fn();
    renderScreen(<MusicMoods content={video} onEdit={onEdit} />);
    fireEvent.click(screen.getByRole("button", { name: "Use the Calm music" }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, "POST /api/v1/music-beds")[0]!.body).toEqual({ mood: "calm", seconds: 10.5 });
    const edited = (onEdit.mock.calls[0]![0] as Edit)(video);
    expect(edited.soundtrack).toMatchObject({ src: "asset:bed-1", duckUnderVoice: true });
  });

  it("plays a mood made in the browser, one at a time, and stops it", async () => {
    stubApi({});
    const played: string[] = [];
    vi.stubGlobal(
      "Audio",
      class {
        onended: (() => void) | null = null;
        src: string;
        constructor(src: string) {
          this.src = src;
        }
        play() {
          played.push(this.src);
          return Promise.resolve();
        }
        pause() {}
      },
    );
    renderScreen(<MusicMoods content={video} onEdit={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Hear the Upbeat music" }));
    expect(await screen.findByRole("button", { name: "Stop the Upbeat music" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hear the Dramatic music" }));
    expect(await screen.findByRole("button", { name: "Stop the Dramatic music" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hear the Upbeat music" })).toBeTruthy();
    expect(played).toHaveLength(2);
    expect(played.every((src) => src.startsWith("blob:"))).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Stop the Dramatic music" }));
    expect(await screen.findByRole("button", { name: "Hear the Dramatic music" })).toBeTruthy();
  });

  it("says why when the music cannot be made", async () => {
    stubApi({ "POST /api/v1/music-beds": [{ status: 507, body: { error: { code: "storage_full", message: "Your library is full." } } }] });
    renderScreen(<MusicMoods content={video} onEdit={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Use the Upbeat music" }));
    expect(await screen.findByText(/The music could not be made: Your library is full/)).toBeTruthy();
  });
});
