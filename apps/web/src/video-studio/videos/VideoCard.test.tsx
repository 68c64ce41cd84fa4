// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type { ContentSummary } from "@framewise/contracts";
import { afterEach, expect, test } from "vitest";
import { renderScreen } from "../../testing/render";
import { VideoCard } from "./VideoCard";

afterEach(cleanup);

const video = (aspect: string): ContentSummary =>
  ({
    id: `v-${aspect}`,
    title: `A ${aspect} video`,
    aspect_ratio: aspect,
    template_id: "bold",
    scene_count: 3,
    version: 1,
    source: "prompt",
    planner: "text",
    created_at: "2026-12-01T10:00:00Z",
    updated_at: "2026-12-01T10:00:00Z",
    latest_render: { id: "r1", number: 1, status: "done", progress: 1, poster_url: "/poster.jpg" },
  }) as unknown as ContentSummary;

const objectFit = () => screen.getByTestId("video-poster").style.getPropertyValue("--image-object-fit");

test("shows a vertical or square video's poster whole, and a landscape one filling the card", () => {
  for (const [aspect, fit] of [
    ["9:16", "contain"],
    ["4:5", "contain"],
    ["1:1", "contain"],
    ["16:9", "cover"],
  ] as const) {
    renderScreen(<VideoCard video={video(aspect)} onDuplicate={() => undefined} onDelete={() => undefined} />);
    expect(objectFit(), aspect).toBe(fit);
    cleanup();
  }
});
