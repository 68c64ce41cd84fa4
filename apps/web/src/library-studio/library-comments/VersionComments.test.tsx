// @vitest-environment happy-dom
import type { LibraryCommentThread, StaffMember } from "@framewise/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, testUser } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { VersionComments } from "./VersionComments";

const COMMENTS = "/api/v1/staff/library/layout/title/versions/2/comments";
const me: StaffMember = { id: testUser.id, email: "ada@staff.test", name: "Ada" };
const ben: StaffMember = { id: "user-2", email: "ben@staff.test", name: "Ben Okafor" };
const bea: StaffMember = { id: "user-3", email: "bea@staff.test", name: "Bea Stone" };

const thread: LibraryCommentThread = {
  id: "c1",
  parent_id: null,
  author: ben,
  body: "@Ada the headline crowds the top bar.",
  pin: { aspect: "9:16", time: 1.2, x: 0.5, y: 0.08 },
  mentions: [me],
  created_at: "2026-11-24T10:00:00Z",
  resolved_at: null,
  answers: [{ id: "c2", parent_id: "c1", author: me, body: "Moved it down.", pin: null, mentions: [], created_at: "2026-11-24T11:00:00Z" }],
};

beforeEach(() => {
  // happy-dom has no font loading; Mantine's growing textarea listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("posts a comment pinned to the picked point, mentioning a staff member picked from the @ suggestions with the keyboard", async () => {
  const calls = stubApi({
    [`GET ${COMMENTS}`]: [ok({ data: [] })],
    "GET /api/v1/staff/members": [ok({ data: [me, ben, bea] })],
    [`POST ${COMMENTS}`]: [{ status: 201, body: { data: { ...thread, id: "c3" } } }],
  });
  const onPinClear = vi.fn();
  const pin = { aspect: "1:1" as const, time: 2.4, x: 0.25, y: 0.75 };
  renderScreen(<VersionComments kind="layout" itemId="title" version={2} pin={pin} onPinClear={onPinClear} />);
  expect(await screen.findByText("No comments on version 2 yet.")).toBeTruthy();
  expect(screen.getByText("Pinned to 1:1 · 2.4 s")).toBeTruthy();

  const box = screen.getByRole("textbox", { name: "New comment" });
  await userEvent.type(box, "Can @b");
  const suggestions = await screen.findByRole("listbox", { name: "Mention a staff member" });
  expect(
    within(suggestions)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Ben Okafor ben@staff.test", "Bea Stone bea@staff.test"]);
  await userEvent.keyboard("e");
  await userEvent.keyboard("{ArrowDown}{ArrowUp}{Enter}");
  expect(screen.queryByRole("listbox")).toBeNull();
  expect((box as HTMLTextAreaElement).value).toBe("Can @Ben Okafor ");
  await userEvent.type(box, "check the kicker?");
  expect(screen.getByText("Mails ben@staff.test")).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Comment" }));

  await waitFor(() => expect(onPinClear).toHaveBeenCalled());
  expect(callsTo(calls, `POST ${COMMENTS}`).map((call) => call.body)).toEqual([
    { body: "Can @Ben Okafor check the kicker?", pin, mentions: ["ben@staff.test"] },
  ]);
  expect((box as HTMLTextAreaElement).value).toBe("");
});

test("shows a thread with its numbered pin and answers, answers it, resolves it, and offers delete on your own comments only", async () => {
  const calls = stubApi({
    [`GET ${COMMENTS}`]: [ok({ data: [thread] })],
    "GET /api/v1/staff/members": [ok({ data: [me, ben] })],
    [`POST ${COMMENTS}`]: [{ status: 201, body: { data: thread.answers[0] } }],
    [`POST ${COMMENTS}/c1/resolve`]: [ok({ data: { ...thread, resolved_at: "2026-11-24T12:00:00Z" } })],
  });
  const onSelectPin = vi.fn();
  renderScreen(<VersionComments kind="layout" itemId="title" version={2} onSelectPin={onSelectPin} />);
  const article = await screen.findByRole("article", { name: "Thread by Ben Okafor" });
  expect(within(article).getByText("1 · 9:16 · 1.2 s")).toBeTruthy();
  expect(within(article).getByText("@Ada").tagName).not.toBe("P");
  expect(within(article).getByText("Moved it down.")).toBeTruthy();
  // Only the caller's answer can be deleted.
  expect(within(article).getAllByRole("button", { name: "Delete" })).toHaveLength(1);

  await userEvent.click(within(article).getByRole("button", { name: /Show pin 1/ }));
  expect(onSelectPin).toHaveBeenCalledWith(thread.pin);

  await userEvent.click(within(article).getByRole("button", { name: "Reply" }));
  await userEvent.type(within(article).getByRole("textbox", { name: "Your answer" }), "Looks right now{Control>}{Enter}{/Control}");
  await waitFor(() => expect(callsTo(calls, `POST ${COMMENTS}`)).toHaveLength(1));
  expect(callsTo(calls, `POST ${COMMENTS}`)[0]!.body).toEqual({ body: "Looks right now", parent_id: "c1" });
  await waitFor(() => expect(within(article).queryByRole("textbox", { name: "Your answer" })).toBeNull());

  await userEvent.click(within(article).getByRole("button", { name: "Resolve" }));
  await waitFor(() => expect(callsTo(calls, `POST ${COMMENTS}/c1/resolve`)).toHaveLength(1));
  expect(callsTo(calls, `POST ${COMMENTS}/c1/resolve`)[0]!.body).toEqual({ resolved: true });
});

test("says where a mention was refused, beside the text", async () => {
  stubApi({
    [`GET ${COMMENTS}`]: [ok({ data: [] })],
    "GET /api/v1/staff/members": [ok({ data: [ben] })],
    [`POST ${COMMENTS}`]: [
      {
        status: 422,
        body: {
          error: {
            code: "not_staff",
            message: "Only staff can be mentioned.",
            fields: { "mentions.0": "No staff member has this email." },
          },
        },
      },
    ],
  });
  renderScreen(<VersionComments kind="layout" itemId="title" version={2} />);
  await userEvent.type(await screen.findByRole("textbox", { name: "New comment" }), "Ping @ben@staff.test");
  await userEvent.keyboard("{Escape}");
  await userEvent.click(screen.getByRole("button", { name: "Comment" }));
  expect(await screen.findByText("Only staff can be mentioned. (ben@staff.test)")).toBeTruthy();
});
