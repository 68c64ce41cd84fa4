// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { RendersPanel } from "./RendersPanel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = "/api/v1/staff/clients/client-1/renders/render-1";
const render = (status: string, urls: boolean) => ({
  id: status === "done" ? "render-1" : "render-2",
  number: null,
  status,
  progress: status === "done" ? 1 : 0.4,
  frames_per_second: null,
  seconds_left: null,
  error: null,
  duration_seconds: status === "done" ? 8 : null,
  width: status === "done" ? 1080 : null,
  height: status === "done" ? 1920 : null,
  bytes: status === "done" ? 2_400_000 : null,
  content_id: null,
  content_version: null,
  created_at: "2026-12-01T10:00:00Z",
  video_url: urls ? `${path}/video` : null,
  poster_url: urls ? `${path}/poster` : null,
});

test("a finished render of the client can be watched in place and downloaded; one still rendering cannot", async () => {
  stubApi({
    "GET /api/v1/staff/clients/client-1/renders": [ok({ data: [render("done", true), render("rendering", false)], next_cursor: null })],
  });
  renderScreen(<RendersPanel clientId="client-1" />);
  const watch = await screen.findAllByRole("button", { name: /^Watch/ });
  expect(watch).toHaveLength(1);
  expect(screen.getByRole("link", { name: /^Download/ }).getAttribute("href")).toBe(`${path}/video?download`);
  await userEvent.click(watch[0]!);
  const dialog = await screen.findByRole("dialog");
  const video = dialog.querySelector("video")!;
  expect(video.getAttribute("src")).toBe(`${path}/video`);
  expect(video.getAttribute("poster")).toBe(`${path}/poster`);
});
