// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChatMessageMetadata } from "@framewise/contracts";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { renderScreen } from "../../testing/render";
import ChatPage from "./ChatPage";

beforeEach(() => {
  // happy-dom has no font loading; the autosizing textarea listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff";
const fast = { id: "fast", label: "Fast", provider: "openai-compatible", model: "fake", price: null, vision: false, planner: true };

const metadata = (fields: Partial<ChatMessageMetadata> & { id: string }): ChatMessageMetadata => ({
  parent_id: null,
  model_id: "fast",
  status: "done",
  error: null,
  input_tokens: null,
  output_tokens: null,
  created_at: "2026-01-01T00:00:00Z",
  branch: { sibling_ids: [fields.id], index: 0 },
  ...fields,
});
const message = (id: string, role: "user" | "assistant", text: string, fields: Partial<ChatMessageMetadata> = {}) => ({
  id,
  role,
  parts: [{ type: "text", text }],
  metadata: metadata({ id, ...fields }),
});
const chat = (messages: unknown[], fields: Record<string, unknown> = {}) => ({
  id: "c1",
  title: "Greetings",
  folder_id: null,
  pinned: false,
  model_id: "fast",
  streaming: false,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  snippet: null,
  messages,
  ...fields,
});

/** An answer streamed as the server sends it: the AI SDK's UI message chunks as server-sent events. */
function uiStream(chunks: object[], keepOpen = false) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
        if (!keepOpen) {
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
        }
      },
    }),
    { headers: { "content-type": "text/event-stream" } },
  );
}
const answerChunks = (id: string, words: string[]) => [
  { type: "start", messageId: id },
  { type: "text-start", id: "t" },
  ...words.map((delta) => ({ type: "text-delta", id: "t", delta })),
  { type: "text-end", id: "t" },
  { type: "finish" },
];

type Handler = (body: unknown) => Response | Promise<Response>;

/** The staff chat API, route by route ("METHOD /path"); the history sidebar's lists are empty. Answers the requests made. */
function fakeApi(routes: Record<string, Handler>) {
  const requests: { route: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), location.origin), init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ route, body });
    const handlers: Record<string, Handler> = {
      [`GET ${API}/llm/models`]: () => Response.json({ data: [fast] }),
      [`GET ${API}/chats`]: () => Response.json({ data: [], next_cursor: null }),
      [`GET ${API}/chat-folders`]: () => Response.json({ data: [] }),
      [`GET ${API}/chats/c1/stream`]: () => new Response(null, { status: 204 }),
      ...routes,
    };
    const handler = handlers[route];
    return handler ? handler(body) : Response.json({ error: { code: "not_found", message: `No fake for ${route}` } }, { status: 404 });
  });
  return requests;
}

const renderChat = (path = "/llm-chat/c1") =>
  renderScreen(
    <Routes>
      <Route path="/llm-chat" element={<ChatPage />} />
      <Route path="/llm-chat/:chatId" element={<ChatPage />} />
    </Routes>,
    { path },
  );

test("says plainly when no model is configured, and how to configure one", async () => {
  fakeApi({ [`GET ${API}/llm/models`]: () => Response.json({ data: [] }) });
  renderChat("/llm-chat");
  const note = await screen.findByRole("note", { name: "No language model" });
  for (const provider of ["Ollama", "vLLM", "llama.cpp", "OpenAI", "Anthropic", "Google"])
    expect(within(note).getByText(`${provider}:`)).toBeTruthy();
  expect(within(note).getByText(/LLM_PROVIDER=anthropic/)).toBeTruthy();
  expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
});

test("starts a chat on the first question and opens it, where the answer streams in", async () => {
  const requests = fakeApi({
    [`POST ${API}/chats`]: () => Response.json({ data: chat([], { title: "New chat" }) }, { status: 201 }),
    [`GET ${API}/chats/c1`]: () => Response.json({ data: chat([], { title: "New chat" }) }),
    [`POST ${API}/chats/c1/messages`]: () => uiStream(answerChunks("a1", ["Hello", " there"])),
  });
  renderChat("/llm-chat");
  await userEvent.type(await screen.findByRole("textbox", { name: "Message" }), "Say hello{Enter}");
  expect(await screen.findByText("Hello there")).toBeTruthy();
  expect(screen.getByTestId("location").textContent).toBe("/llm-chat/c1");
  const turn = requests.find((request) => request.route === `POST ${API}/chats/c1/messages`)!;
  expect(turn.body).toMatchObject({
    trigger: "submit-message",
    message: { parts: [{ type: "text", text: "Say hello" }] },
    parent_id: null,
    model_id: "fast",
  });
  expect(requests.filter((request) => request.route === `POST ${API}/chats`)).toEqual([
    { route: `POST ${API}/chats`, body: { model_id: "fast" } },
  ]);
  // A stream that was never there is not followed: the chat opened to send its first question.
  expect(requests.some((request) => request.route === `GET ${API}/chats/c1/stream`)).toBe(false);
});

test("follows an answer that was arriving when the page opened", async () => {
  const requests = fakeApi({
    [`GET ${API}/chats/c1`]: () =>
      Response.json({
        data: chat([message("q1", "user", "Count"), message("a1", "assistant", "one two", { parent_id: "q1", status: "streaming" })], {
          streaming: true,
        }),
      }),
    [`GET ${API}/chats/c1/stream`]: () => uiStream(answerChunks("a1", ["one two", " three"])),
  });
  renderChat();
  expect(await screen.findByText("one two three")).toBeTruthy();
  expect(requests.filter((request) => request.route === `GET ${API}/chats/c1/stream`)).toHaveLength(1);
});

test("Stop stops the answer on the server and shows what it kept", async () => {
  const requests = fakeApi({
    [`GET ${API}/chats/c1`]: () =>
      Response.json({ data: chat([message("q1", "user", "Count"), message("a1", "assistant", "Counting", { parent_id: "q1" })]) }),
    [`POST ${API}/chats/c1/messages`]: () => uiStream(answerChunks("a2", ["Slow"]).slice(0, 3), true),
    [`POST ${API}/chats/c1/stop`]: () =>
      Response.json({
        data: chat([
          message("q1", "user", "Count"),
          message("a1", "assistant", "Counting", { parent_id: "q1" }),
          message("q2", "user", "Again"),
          message("a2", "assistant", "Slow", { parent_id: "q2", status: "stopped" }),
        ]),
      }),
  });
  renderChat();
  await userEvent.type(await screen.findByRole("textbox", { name: "Message" }), "Again{Enter}");
  expect(await screen.findByText("Slow")).toBeTruthy();
  expect(requests.find((request) => request.route === `POST ${API}/chats/c1/messages`)!.body).toMatchObject({ parent_id: "a1" });
  await userEvent.click(screen.getByRole("button", { name: "Stop" }));
  expect(await screen.findByText("Stopped.")).toBeTruthy();
  expect(requests.filter((request) => request.route === `POST ${API}/chats/c1/stop`)).toHaveLength(1);
  expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
});

test("flips between versions of an answer, and asks for another with the model chosen", async () => {
  const versions = { branch: { sibling_ids: ["a1", "a2"], index: 1 } };
  // The server's copy, as read back after an answer.
  let stored = chat([message("q1", "user", "Hi"), message("a2", "assistant", "Second answer", { parent_id: "q1", ...versions })]);
  const requests = fakeApi({
    [`GET ${API}/chats/c1`]: () => Response.json({ data: stored }),
    [`POST ${API}/chats/c1/branch`]: () =>
      Response.json({
        data: chat([
          message("q1", "user", "Hi"),
          message("a1", "assistant", "First answer", { parent_id: "q1", branch: { sibling_ids: ["a1", "a2"], index: 0 } }),
        ]),
      }),
    [`POST ${API}/chats/c1/messages`]: () => {
      const third = { branch: { sibling_ids: ["a1", "a2", "a3"], index: 2 } };
      stored = chat([message("q1", "user", "Hi"), message("a3", "assistant", "Third answer", { parent_id: "q1", ...third })]);
      return uiStream(answerChunks("a3", ["Third answer"]));
    },
  });
  renderChat();
  expect(await screen.findByText("Second answer")).toBeTruthy();
  const versionsOf = () => within(screen.getByTestId("assistant-message")).getByLabelText("Versions");
  expect(versionsOf().textContent).toBe("2/2");
  await userEvent.click(within(versionsOf()).getByRole("button", { name: "Previous version" }));
  expect(await screen.findByText("First answer")).toBeTruthy();
  expect(requests.find((request) => request.route === `POST ${API}/chats/c1/branch`)!.body).toEqual({ message_id: "a1" });
  expect(versionsOf().textContent).toBe("1/2");

  await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Fast" }));
  expect(await screen.findByText("Third answer")).toBeTruthy();
  await waitFor(() => expect(versionsOf().textContent).toBe("3/3"));
  await waitFor(() =>
    expect(requests.find((request) => request.route === `POST ${API}/chats/c1/messages`)!.body).toEqual({
      trigger: "regenerate-message",
      parent_id: "q1",
      model_id: "fast",
    }),
  );
});

test("an edited question is asked again beside the one it replaces", async () => {
  const requests = fakeApi({
    [`GET ${API}/chats/c1`]: () =>
      Response.json({
        data: chat([
          message("q1", "user", "Hi"),
          message("a1", "assistant", "Hello", { parent_id: "q1" }),
          message("q2", "user", "Tell me a joke", { parent_id: "a1" }),
          message("a2", "assistant", "No.", { parent_id: "q2" }),
        ]),
      }),
    [`POST ${API}/chats/c1/messages`]: () => uiStream(answerChunks("a3", ["A short one."])),
  });
  renderChat();
  const [, second] = await screen.findAllByTestId("user-message");
  await userEvent.click(within(second!).getByRole("button", { name: "Edit question" }));
  const editing = within(second!).getByRole("textbox", { name: "Edit your question" });
  await userEvent.clear(editing);
  await userEvent.type(editing, "Tell me a short joke");
  await userEvent.click(within(second!).getByRole("button", { name: "Send" }));
  expect(await screen.findByText("A short one.")).toBeTruthy();
  expect(screen.queryByText("No.")).toBeNull();
  expect(requests.find((request) => request.route === `POST ${API}/chats/c1/messages`)!.body).toMatchObject({
    trigger: "submit-message",
    message: { parts: [{ type: "text", text: "Tell me a short joke" }] },
    parent_id: "a1",
  });
});

test("a render waits for the reader's approval, which continues the answer", async () => {
  const waiting = {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "step-start" },
      {
        type: "tool-render_video",
        toolCallId: "call-1",
        state: "approval-requested",
        input: { content_id: "v1" },
        approval: { id: "ap-1" },
      },
    ],
    metadata: metadata({ id: "a1", parent_id: "q1" }),
  };
  const output = { render_id: "r1", content_id: "v1", status: "queued", progress: 0, error: null, video_url: null };
  let stored = chat([message("q1", "user", "Render it"), waiting]);
  const requests = fakeApi({
    [`GET ${API}/chats/c1`]: () => Response.json({ data: stored }),
    [`POST ${API}/chats/c1/messages`]: () => {
      const rendered = { ...waiting.parts[1], state: "output-available", approval: { id: "ap-1", approved: true }, output };
      stored = chat([
        message("q1", "user", "Render it"),
        { ...waiting, parts: [waiting.parts[0], rendered, { type: "text", text: "Queued." }] },
      ]);
      return uiStream([
        { type: "start", messageId: "a1" },
        { type: "tool-output-available", toolCallId: "call-1", output },
        ...answerChunks("a1", ["Queued."]).slice(1),
      ]);
    },
  });
  renderChat();
  await userEvent.click(await screen.findByRole("button", { name: "Render" }));
  expect(await screen.findByText("Queued.")).toBeTruthy();
  expect(screen.getByText("Render queued")).toBeTruthy();
  expect(requests.find((request) => request.route === `POST ${API}/chats/c1/messages`)!.body).toEqual({
    trigger: "tool-approval",
    message_id: "a1",
    approvals: [{ approval_id: "ap-1", approved: true }],
  });
});
