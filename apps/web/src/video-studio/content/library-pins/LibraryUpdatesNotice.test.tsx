// @vitest-environment happy-dom
import { contentSchema } from "@framewise/scene";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../../testing/fake-api";
import { cleanTemplate, titleLayout } from "../../../testing/library";
import { renderScreen } from "../../../testing/render";
import { LibraryUpdatesNotice } from "./LibraryUpdatesNotice";

const ID = "video-1";
const UPDATE = `POST /api/v1/content/${ID}/library/update`;
const content = contentSchema.parse({
  version: 1,
  title: "Launch",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [{ id: "a", layoutId: "title", duration: 3 }],
});
const newer = { ...cleanTemplate, palette: { ...cleanTemplate.palette, background: "#123456" } };
const templateUpdate = {
  kind: "template" as const,
  id: "clean",
  name: "Clean",
  pinned_version: 1,
  published_version: 2,
  pinned: cleanTemplate,
  published: newer,
  changes: [{ path: "/palette/background", kind: "changed" as const, before: "#000000", after: "#123456" }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (updates = [templateUpdate]) =>
  renderScreen(
    <LibraryUpdatesNotice
      contentId={ID}
      content={content}
      updates={updates}
      template={cleanTemplate}
      layouts={{ title: titleLayout }}
      fontsReady={false}
    />,
  );

test("says nothing when the video has the published versions", () => {
  stubApi({});
  show([]);
  expect(screen.queryByText(/newer version/i)).toBeNull();
});

test("shows what changed, both versions side by side, and updates only when asked", async () => {
  const calls = stubApi({ [UPDATE]: [ok({ data: { template: newer, layouts: [titleLayout], pins: {}, updates: [] } })] });
  show();
  expect(screen.getByText("Template “Clean”: version 1 → 2")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "See what changed" }));
  expect(await screen.findByText("palette › background: “#000000” → “#123456”")).toBeTruthy();
  expect(screen.getByText("Yours: version 1")).toBeTruthy();
  expect(screen.getByText("Published: version 2")).toBeTruthy();
  expect(screen.getAllByRole("img", { name: /Scene 1 preview/ })).toHaveLength(2);
  expect(callsTo(calls, UPDATE)).toHaveLength(0);

  fireEvent.click(screen.getByRole("button", { name: "Update to version 2" }));
  await waitFor(() => expect(callsTo(calls, UPDATE)).toHaveLength(1));
  expect(callsTo(calls, UPDATE)[0]!.body).toEqual({ items: [{ kind: "template", id: "clean" }] });
});

test("shows the server's refusal where the update was asked for", async () => {
  stubApi({ [UPDATE]: [{ status: 404, body: { error: { code: "not_found", message: "This video was not found." } } }] });
  show();
  fireEvent.click(screen.getByRole("button", { name: "Update" }));
  expect(await screen.findByText("This video was not found.")).toBeTruthy();
});
