// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { contentSchema } from "@framewise/scene";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { MemberReviewQueue } from "./MemberReviewQueue";
import type { PipelineItem } from "./pipelines-api";
import { ReviewCard } from "./ReviewCard";

const ITEM_PATH = "/api/v1/clients/client-1/pipeline-items/item-1";

const draft = {
  id: "item-1",
  pipeline_id: "pipe-1",
  pipeline_name: "Daily news",
  item_key: "story-1",
  status: "awaiting_approval",
  fields: { title: "Story 1" },
  content_id: "content-1",
  render_id: null,
  document: contentSchema.parse({
    version: 1,
    title: "Story 1",
    aspectRatio: "9:16",
    templateId: "clean",
    scenes: [{ id: "s1", layoutId: "title", duration: 4, slots: { headline: { text: "Story 1" } } }],
  }),
  error: null,
  reason: null,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
} as unknown as PipelineItem;

/** The fake server: the library (for the storyboard thumbnails) and the routes given. */
const serve = (routes: Record<string, FakeAnswer[]>) => stubApi({ ...libraryRoutes(), ...routes });

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("approves a draft with its edited texts, only those that changed", async () => {
  const calls = serve({ [`POST ${ITEM_PATH}/approve`]: [ok({ data: { ...draft, status: "rendering" } })] });
  renderScreen(<ReviewCard item={draft} itemPath={ITEM_PATH} />);
  await vi.waitFor(() => expect(screen.getByRole("img", { name: "Scene 1 preview" })).toBeTruthy());
  const headline = screen.getByLabelText("Scene 1 · headline");
  await userEvent.clear(headline);
  await userEvent.type(headline, "Edited headline");
  await userEvent.click(screen.getByRole("button", { name: "Approve and render" }));
  await waitFor(() => expect(callsTo(calls, `POST ${ITEM_PATH}/approve`)).toHaveLength(1));
  expect(callsTo(calls, `POST ${ITEM_PATH}/approve`)[0]!.body).toEqual({ texts: { "scenes.0.headline.text": "Edited headline" } });
});

test("a rejection needs a reason: none asks for one without sending; with one it is sent", async () => {
  const calls = serve({ [`POST ${ITEM_PATH}/reject`]: [ok({ data: { ...draft, status: "rejected" } })] });
  renderScreen(<ReviewCard item={draft} itemPath={ITEM_PATH} />);
  await userEvent.click(screen.getByRole("button", { name: "Reject" }));
  expect(await screen.findByText("Say why the draft is rejected.")).toBeTruthy();
  const reason = screen.getByRole("textbox", { name: "Reason for rejecting" });
  expect(document.activeElement).toBe(reason);
  expect(callsTo(calls, `POST ${ITEM_PATH}/reject`)).toHaveLength(0);
  await userEvent.type(reason, "Off brand{Enter}");
  await waitFor(() => expect(callsTo(calls, `POST ${ITEM_PATH}/reject`)).toHaveLength(1));
  expect(callsTo(calls, `POST ${ITEM_PATH}/reject`)[0]!.body).toEqual({ reason: "Off brand" });
  expect(screen.queryByText("Say why the draft is rejected.")).toBeNull();
});

test("a member's queue lists each client's waiting drafts and sends decisions to the client's path", async () => {
  const clients = [
    { id: "client-1", name: "Northwind", status: "active", brand_kit: null },
    { id: "client-2", name: "Contoso", status: "active", brand_kit: null },
  ];
  const calls = serve({
    "GET /api/v1/clients": [ok({ data: clients })],
    "GET /api/v1/clients/client-1/pipeline-items": [ok({ data: [draft] }), ok({ data: [] })],
    "GET /api/v1/clients/client-2/pipeline-items": [ok({ data: [] })],
    [`POST ${ITEM_PATH}/approve`]: [ok({ data: { ...draft, status: "rendering" } })],
  });
  renderScreen(<MemberReviewQueue />);
  expect(await screen.findByRole("heading", { name: "Northwind" })).toBeTruthy();
  expect(screen.queryByRole("heading", { name: "Contoso" })).toBeNull();
  await userEvent.click(within(screen.getByLabelText("Draft story-1")).getByRole("button", { name: "Approve and render" }));
  expect(await screen.findByText(/Nothing waits for your review/)).toBeTruthy();
  expect(callsTo(calls, `POST ${ITEM_PATH}/approve`)[0]!.body).toEqual({ texts: {} });
  expect(callsTo(calls, "GET /api/v1/clients/client-1/pipeline-items")).toHaveLength(2);
});
