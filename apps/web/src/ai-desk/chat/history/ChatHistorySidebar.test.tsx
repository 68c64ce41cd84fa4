// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CHAT_SNIPPET_MARKS, type ChatFolder, type ChatSummary } from "@framewise/contracts";
import { afterEach, expect, test, vi } from "vitest";
import { renderScreen } from "../../../testing/render";
import { ChatHistorySidebar } from "./ChatHistorySidebar";
import { CHAT_DRAG_TYPE } from "./use-chat-drop";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff";
const chat = (id: string, title: string, extra: Partial<ChatSummary> = {}): ChatSummary => ({
  id,
  title,
  folder_id: null,
  pinned: false,
  model_id: "fake",
  streaming: false,
  created_at: "2026-01-01T10:00:00Z",
  updated_at: new Date().toISOString(),
  snippet: null,
  ...extra,
});
const folder = (id: string, name: string): ChatFolder => ({ id, name, created_at: "2026-01-01T10:00:00Z" });

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * The staff chat API as the sidebar uses it, over an in-memory history: lists filter by folder
 * and search (a title or a message's words), changes show in the next read.
 */
function fakeHistory(chats: ChatSummary[], folders: ChatFolder[] = [], messages: Record<string, string> = {}) {
  const calls: Call[] = [];
  const answer = (status: number, body?: unknown) => (status === 204 ? new Response(null, { status }) : Response.json(body, { status }));
  // The app's API client calls fetch with a path.
  vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
    const request = new Request(new URL(path, location.origin), init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    const [, id] = /^\/api\/v1\/staff\/(?:chats|chat-folders)\/(?!import$)([^/]+)$/.exec(url.pathname) ?? [];
    const route = `${request.method} ${url.pathname.replace(id ?? "\0", ":id")}`;
    switch (route) {
      case `GET ${API}/chats`: {
        const folderId = url.searchParams.get("folder_id");
        const q = url.searchParams.get("q")?.toLowerCase();
        const found = chats
          .filter((entry) => !folderId || entry.folder_id === (folderId === "none" ? null : folderId))
          .filter((entry) => !q || `${entry.title} ${messages[entry.id] ?? ""}`.toLowerCase().includes(q))
          .map((entry) => (q ? { ...entry, snippet: `…${CHAT_SNIPPET_MARKS.start}${q}${CHAT_SNIPPET_MARKS.stop} in context…` } : entry))
          .sort((a, b) => Number(b.pinned) - Number(a.pinned));
        return answer(200, { data: found, next_cursor: null });
      }
      case `PATCH ${API}/chats/:id`: {
        const index = chats.findIndex((entry) => entry.id === id);
        chats[index] = { ...chats[index]!, ...(body as Partial<ChatSummary>) };
        return answer(200, { data: chats[index] });
      }
      case `DELETE ${API}/chats/:id`:
        chats.splice(
          chats.findIndex((entry) => entry.id === id),
          1,
        );
        return answer(204);
      case `POST ${API}/chats/import`: {
        const created = chat("imported-1", String(body!.title));
        chats.unshift(created);
        return answer(201, { data: created });
      }
      case `GET ${API}/chat-folders`:
        return answer(200, { data: folders });
      case `POST ${API}/chat-folders`: {
        const created = folder(`folder-${folders.length + 1}`, String(body!.name));
        folders.push(created);
        return answer(201, { data: created });
      }
      case `PATCH ${API}/chat-folders/:id`: {
        const found = folders.find((entry) => entry.id === id)!;
        found.name = String(body!.name);
        return answer(200, { data: found });
      }
      case `DELETE ${API}/chat-folders/:id`:
        folders.splice(
          folders.findIndex((entry) => entry.id === id),
          1,
        );
        for (const entry of chats) if (entry.folder_id === id) entry.folder_id = null;
        return answer(204);
      default:
        return answer(404, { error: { code: "not_found", message: `No fake for ${route}` } });
    }
  });
  const changes = (method: string) => calls.filter((call) => call.method === method);
  return { calls, changes };
}

const renderSidebar = (activeChatId: string | null = null) =>
  renderScreen(<ChatHistorySidebar activeChatId={activeChatId} />, { path: activeChatId ? `/llm-chat/${activeChatId}` : "/llm-chat" });

const section = (name: string) => screen.getByRole("region", { name });
const openMenu = async (title: string) => userEvent.click(await screen.findByRole("button", { name: `Actions for ${title}` }));

test("shows pinned chats, folders and the other chats, each row linking to its chat", async () => {
  fakeHistory(
    [
      chat("c1", "Launch plan", { pinned: true }),
      chat("c2", "Weekly notes", { streaming: true }),
      chat("c3", "Filed away", { folder_id: "f1" }),
    ],
    [folder("f1", "Research")],
  );
  renderSidebar("c2");
  const weekly = await screen.findByRole("link", { name: /Weekly notes/ });
  expect(weekly.getAttribute("href")).toBe("/llm-chat/c2");
  expect(weekly.getAttribute("aria-current")).toBe("page");
  expect(within(weekly).getByRole("img", { name: "Answer arriving" })).toBeTruthy();
  expect(within(section("Pinned")).getByRole("link", { name: /Launch plan/ })).toBeTruthy();
  expect(within(section("Chats")).queryByRole("link", { name: /Launch plan/ })).toBeNull();
  // A folder's chats load when it is opened.
  expect(screen.queryByRole("link", { name: /Filed away/ })).toBeNull();
  await userEvent.click(within(section("Folders")).getByRole("button", { name: "Research" }));
  expect(await within(section("Folders")).findByRole("link", { name: /Filed away/ })).toBeTruthy();
  expect(screen.getByRole("link", { name: "New chat" }).getAttribute("href")).toBe("/llm-chat");
});

test("says so when there are no chats yet", async () => {
  fakeHistory([]);
  renderSidebar();
  expect(await screen.findByText("No chats yet. Start one, or import a JSON export.")).toBeTruthy();
});

test("searches titles and messages as one types, highlighting the match", async () => {
  const { calls } = fakeHistory([chat("c1", "Launch plan"), chat("c2", "Weekly notes")], [], { c2: "the zeppelin hangar" });
  renderSidebar();
  await screen.findByRole("link", { name: /Launch plan/ });
  await userEvent.type(screen.getByRole("searchbox", { name: "Search chats" }), "zeppelin");
  const results = await screen.findByRole("region", { name: "Search results" });
  await within(results).findByRole("link", { name: /Weekly notes/ });
  expect(within(results).queryByRole("link", { name: /Launch plan/ })).toBeNull();
  expect(within(results).getByText("zeppelin").tagName).toBe("MARK");
  // Debounced: one search for the whole word, not one per letter.
  expect(calls.filter((call) => call.query.has("q")).map((call) => call.query.get("q"))).toEqual(["zeppelin"]);

  await userEvent.clear(screen.getByRole("searchbox", { name: "Search chats" }));
  await userEvent.type(screen.getByRole("searchbox", { name: "Search chats" }), "nothing");
  expect(await screen.findByText("No chats match “nothing”.")).toBeTruthy();
});

test("renames a chat in place: Enter saves, Escape leaves it as it was", async () => {
  const { changes } = fakeHistory([chat("c1", "Launch plan")]);
  renderSidebar();
  await openMenu("Launch plan");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Rename" }));
  const field = screen.getByRole("textbox", { name: "Chat title" });
  await userEvent.clear(field);
  await userEvent.type(field, "Autumn launch{Escape}");
  expect(await screen.findByRole("link", { name: /Launch plan/ })).toBeTruthy();
  expect(changes("PATCH")).toEqual([]);

  await openMenu("Launch plan");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Rename" }));
  await userEvent.clear(screen.getByRole("textbox", { name: "Chat title" }));
  await userEvent.type(screen.getByRole("textbox", { name: "Chat title" }), "Autumn launch{Enter}");
  expect(await screen.findByRole("link", { name: /Autumn launch/ })).toBeTruthy();
  expect(changes("PATCH").map((call) => [call.path, call.body])).toEqual([[`${API}/chats/c1`, { title: "Autumn launch" }]]);
});

test("pins and unpins a chat", async () => {
  const { changes } = fakeHistory([chat("c1", "Launch plan"), chat("c2", "Weekly notes")]);
  renderSidebar();
  await openMenu("Weekly notes");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Pin" }));
  expect(await within(await screen.findByRole("region", { name: "Pinned" })).findByRole("link", { name: /Weekly notes/ })).toBeTruthy();
  await openMenu("Weekly notes");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Unpin" }));
  await waitFor(() => expect(screen.queryByRole("region", { name: "Pinned" })).toBeNull());
  expect(changes("PATCH").map((call) => call.body)).toEqual([{ pinned: true }, { pinned: false }]);
});

test("files a chat in a folder by its menu and by dragging, and takes it out again", async () => {
  const { changes } = fakeHistory([chat("c1", "Launch plan"), chat("c2", "Weekly notes")], [folder("f1", "Research")]);
  renderSidebar();
  await openMenu("Launch plan");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Research" }));
  await waitFor(() => expect(within(section("Chats")).queryByRole("link", { name: /Launch plan/ })).toBeNull());

  // Dragging a row onto a folder files it there.
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? "",
    get types() {
      return [...data.keys()];
    },
    effectAllowed: "none",
    dropEffect: "none",
  };
  const row = within(section("Chats"))
    .getByRole("link", { name: /Weekly notes/ })
    .closest("[draggable]")!;
  fireEvent.dragStart(row, { dataTransfer });
  const target = within(section("Folders")).getByRole("button", { name: "Research" });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  await waitFor(() => expect(within(section("Chats")).queryByRole("link", { name: /Weekly notes/ })).toBeNull());
  expect(changes("PATCH").map((call) => [call.path, call.body])).toEqual([
    [`${API}/chats/c1`, { folder_id: "f1" }],
    [`${API}/chats/c2`, { folder_id: "f1" }],
  ]);
  expect(data.has(CHAT_DRAG_TYPE)).toBe(true);

  await userEvent.click(within(section("Folders")).getByRole("button", { name: "Research" }));
  await openMenu("Launch plan");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Out of its folder" }));
  expect(await within(section("Chats")).findByRole("link", { name: /Launch plan/ })).toBeTruthy();
});

test("asks before deleting a chat, and deletes it only when confirmed", async () => {
  const { changes } = fakeHistory([chat("c1", "Launch plan"), chat("c2", "Weekly notes")]);
  renderSidebar("c1");
  await openMenu("Launch plan");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete chat" });
  expect(within(dialog).getByText(/Delete “Launch plan” and all its messages\?/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(changes("DELETE")).toEqual([]);

  await openMenu("Launch plan");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
  await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete chat" })).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("link", { name: /Launch plan/ })).toBeNull());
  expect(changes("DELETE").map((call) => call.path)).toEqual([`${API}/chats/c1`]);
  // The open chat is gone, so the page leaves it for a new one.
  expect(screen.getByTestId("location").textContent).toBe("/llm-chat");
});

test("creates, renames and deletes a folder; its chats stay", async () => {
  const { changes } = fakeHistory([chat("c1", "Launch plan", { folder_id: "f1" })], [folder("f1", "Research")]);
  renderSidebar();
  await userEvent.click(await screen.findByRole("button", { name: "New folder" }));
  await userEvent.type(screen.getByRole("textbox", { name: "New folder name" }), "Ideas{Enter}");
  expect(await within(section("Folders")).findByRole("button", { name: "Ideas" })).toBeTruthy();

  await userEvent.click(screen.getByRole("button", { name: "Actions for folder Research" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Rename" }));
  await userEvent.clear(screen.getByRole("textbox", { name: "Folder name" }));
  await userEvent.type(screen.getByRole("textbox", { name: "Folder name" }), "Papers{Enter}");
  expect(await within(section("Folders")).findByRole("button", { name: "Papers" })).toBeTruthy();

  await userEvent.click(screen.getByRole("button", { name: "Actions for folder Papers" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete folder" });
  expect(within(dialog).getByText(/Its chats stay, unfiled/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
  expect(await within(section("Chats")).findByRole("link", { name: /Launch plan/ })).toBeTruthy();
  expect(changes("POST").map((call) => call.body)).toEqual([{ name: "Ideas" }]);
  expect(changes("PATCH").map((call) => call.body)).toEqual([{ name: "Papers" }]);
  expect(changes("DELETE").map((call) => call.path)).toEqual([`${API}/chat-folders/f1`]);
});

test("offers both exports as downloads", async () => {
  fakeHistory([chat("c1", "Launch plan")]);
  renderSidebar();
  await openMenu("Launch plan");
  const markdown = await screen.findByRole("menuitem", { name: "Export Markdown" });
  expect(markdown.getAttribute("href")).toBe(`${API}/chats/c1/export?format=markdown`);
  expect(markdown.hasAttribute("download")).toBe(true);
  expect(screen.getByRole("menuitem", { name: "Export JSON" }).getAttribute("href")).toBe(`${API}/chats/c1/export?format=json`);
});

test("imports a JSON export and opens the new chat; a file that is not JSON is refused here", async () => {
  const { changes } = fakeHistory([]);
  const { container } = renderSidebar();
  await screen.findByText(/No chats yet/);
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(["not json"], "notes.txt", { type: "application/json" }));
  expect(await screen.findByText("notes.txt is not a JSON file.")).toBeTruthy();

  const file = {
    format: "framewise-chat",
    version: 1,
    title: "From a colleague",
    model_id: null,
    exported_at: "2026-01-01T00:00:00Z",
    messages: [],
    current_leaf_id: null,
  };
  await userEvent.upload(input, new File([JSON.stringify(file)], "chat.json", { type: "application/json" }));
  await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/llm-chat/imported-1"));
  expect(changes("POST").map((call) => call.body)).toEqual([file]);
  expect(await screen.findByRole("link", { name: /From a colleague/ })).toBeTruthy();
});
