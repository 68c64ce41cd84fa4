import { CHAT_LIMITS, CHAT_SNIPPET_MARKS, type ChatExport } from "@framewise/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const CHATS = `${STAFF_API_PREFIX}/chats`;
const FOLDERS = `${STAFF_API_PREFIX}/chat-folders`;
const MISSING = "00000000-0000-4000-8000-000000000000";

type FileMessage = ChatExport["messages"][number];
/** Each message written a second after the one before, as in a real conversation. */
let clock = Date.UTC(2026, 0, 1, 12);
const message = (id: string, parent: string | null, role: FileMessage["role"], text: string, extra: unknown[] = []): FileMessage => ({
  id,
  parent_id: parent,
  role,
  parts: [{ type: "text", text }, ...extra],
  model_id: role === "assistant" ? "fake-model" : null,
  created_at: new Date((clock += 1000)).toISOString(),
});

/**
 * A chat with branches: the question was edited (q1 → q2), and the answer to q2 regenerated
 * (a2 → a3, the shown one). a3 called a tool.
 */
function branchedChat(title: string, words = "harbour"): ChatExport {
  const toolCall = {
    type: "tool-find_templates",
    toolCallId: "call-1",
    state: "output-available",
    input: { query: "ads" },
    output: [{ id: "bold" }],
  };
  return {
    format: "framewise-chat",
    version: 1,
    title,
    model_id: "fake-model",
    exported_at: "2026-01-02T00:00:00.000Z",
    messages: [
      message("q1", null, "user", "First question about lighthouses"),
      message("a1", "q1", "assistant", "An answer to the first version"),
      message("q2", null, "user", `Edited question about the ${words}`),
      message("a2", "q2", "assistant", "The first answer to the edit"),
      message("a3", "q2", "assistant", "The regenerated answer", [toolCall]),
    ],
    current_leaf_id: "a3",
  };
}

describe.each(databaseKinds)("the staff chat history over HTTP on %s", (kind) => {
  let server: TestServer;
  let ada: TestClient;
  let bob: TestClient;
  let member: TestClient;

  const patch = (client: TestClient, path: string, json: unknown) => client.request("PATCH", path, { json });
  const remove = (client: TestClient, path: string) => client.request("DELETE", path);
  const imported = async (client: TestClient, file: ChatExport) => {
    const response = await client.post(`${CHATS}/import`, file);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: string; title: string };
  };
  const listed = async (client: TestClient, query = "") => {
    const response = await client.get(`${CHATS}${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as {
      data: { id: string; title: string; pinned: boolean; folder_id: string | null; snippet: string | null }[];
      next_cursor: string | null;
    };
  };
  const titles = async (client: TestClient, query = "") => (await listed(client, query)).data.map((chat) => chat.title);
  /** Orders chats by activity without waiting: the oldest first in `ids`. */
  const setActivity = async (ids: string[]) => {
    for (const [index, id] of ids.entries())
      await server.database.db.execute(
        sql`update chat set updated_at = ${new Date(Date.UTC(2026, 1, 1, 0, index)).toISOString()}::timestamptz where id = ${id}`,
      );
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { STAFF_EMAIL_DOMAINS: "staff.test" });
    ada = new TestClient(server.url);
    await ada.signUp("ada@staff.test");
    bob = new TestClient(server.url);
    await bob.signUp("bob@staff.test");
    await server.database.db.execute(sql`update "user" set email_verified = true where email like '%@staff.test'`);
    member = new TestClient(server.url);
    await member.signUp("member@example.com");
  });
  afterAll(() => server?.destroy());

  it("answers 401 signed out and 403 to a member", async () => {
    const signedOut = new TestClient(server.url);
    for (const [method, path] of [
      ["GET", CHATS],
      ["POST", `${CHATS}/import`],
      ["GET", FOLDERS],
    ] as const) {
      expect((await signedOut.request(method, path)).status).toBe(401);
      expect((await member.request(method, path)).status).toBe(403);
    }
  });

  it("imports a chat and exports it again as JSON with every branch", async () => {
    const file = branchedChat("Round trip");
    const chat = await imported(ada, file);
    expect(chat).toMatchObject({
      title: "Round trip",
      pinned: false,
      folder_id: null,
      model_id: "fake-model",
      streaming: false,
      snippet: null,
    });

    const response = await ada.get(`${CHATS}/${chat.id}/export?format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Round trip.json"; filename*=UTF-8''Round%20trip.json`);
    const exported = response.body as ChatExport;
    expect(exported).toMatchObject({ format: "framewise-chat", version: 1, title: "Round trip", model_id: "fake-model" });
    // New ids, the same tree: each message's parent is the same message as before.
    const oldIdOf = new Map(exported.messages.map((entry, index) => [entry.id, file.messages[index]!.id]));
    expect(exported.messages.map((entry) => entry.id).some((id) => oldIdOf.get(id) === id)).toBe(false);
    expect(exported.messages.map((entry) => [oldIdOf.get(entry.id), entry.parent_id && oldIdOf.get(entry.parent_id)])).toEqual(
      file.messages.map((entry) => [entry.id, entry.parent_id]),
    );
    expect(exported.messages.map((entry) => entry.parts)).toEqual(file.messages.map((entry) => entry.parts));
    expect(oldIdOf.get(exported.current_leaf_id!)).toBe("a3");

    // The export imports again as an equal chat.
    const again = await imported(ada, exported);
    const reexported = (await ada.get(`${CHATS}/${again.id}/export?format=json`)).body as ChatExport;
    expect(reexported.messages.map(({ role, parts, created_at }) => ({ role, parts, created_at }))).toEqual(
      exported.messages.map(({ role, parts, created_at }) => ({ role, parts, created_at })),
    );
  });

  it("exports the shown branch as a Markdown transcript with tool calls summarised", async () => {
    const chat = await imported(ada, branchedChat("Trip: notes/plan"));
    const response = await ada.get(`${CHATS}/${chat.id}/export?format=markdown`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/markdown");
    expect(response.headers.get("content-disposition")).toContain(`filename="Trip notes plan.md"`);
    const markdown = response.body as unknown as string;
    expect(markdown).toMatch(/^# Trip: notes\/plan\n/);
    expect(markdown).toContain("## You");
    expect(markdown).toContain("Edited question about the harbour");
    expect(markdown).toContain("## Assistant (fake-model)");
    expect(markdown).toContain("The regenerated answer");
    expect(markdown).toContain('> Tool `find_templates` {"query":"ads"} → [{"id":"bold"}]');
    // Other branches are not part of the shown conversation.
    expect(markdown).not.toContain("First question");
    expect(markdown).not.toContain("The first answer to the edit");
    expect((await ada.get(`${CHATS}/${chat.id}/export?format=pdf`)).status).toBe(400);
  });

  it("finds a word only in a message's text, with a highlighted snippet, and a title by prefix", async () => {
    const chat = await imported(ada, branchedChat("Quarterly planning", "zeppelinhangar"));
    const found = await listed(ada, "?q=zeppelinhangar");
    expect(found.data.map((entry) => entry.id)).toEqual([chat.id]);
    const { start, stop } = CHAT_SNIPPET_MARKS;
    expect(found.data[0]!.snippet).toContain(`${start}zeppelinhangar${stop}`);
    // A half-typed word finds, in titles too.
    expect(await titles(ada, "?q=zeppelinh")).toEqual(["Quarterly planning"]);
    const byTitle = await listed(ada, "?q=quarter");
    expect(byTitle.data.map((entry) => entry.title)).toEqual(["Quarterly planning"]);
    expect(byTitle.data[0]!.snippet).toBe(`${start}Quarterly${stop} planning`);
    expect(await titles(ada, "?q=nothing-like-this-anywhere")).toEqual([]);
    expect(await titles(ada, "?q=%21%21%21")).toEqual([]);
    // Another staff member's messages are never searched.
    expect(await titles(bob, "?q=zeppelinhangar")).toEqual([]);
    const tooLong = await ada.get(`${CHATS}?q=${"a".repeat(CHAT_LIMITS.searchLength + 1)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toHaveProperty("q");
  });

  it("lists pinned chats first, then the most recent, page by page", async () => {
    const lister = new TestClient(server.url);
    await lister.signUp("lister@staff.test");
    await server.database.db.execute(sql`update "user" set email_verified = true where email = 'lister@staff.test'`);
    const chats = [];
    for (const title of ["one", "two", "three", "four", "five"]) chats.push(await imported(lister, branchedChat(title)));
    await setActivity(chats.map((chat) => chat.id));
    expect((await patch(lister, `${CHATS}/${chats[1]!.id}`, { pinned: true })).status).toBe(200);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const result = await listed(lister, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(result.data.length).toBeLessThanOrEqual(2);
      seen.push(...result.data.map((chat) => chat.title));
      cursor = result.next_cursor;
    } while (cursor);
    expect(seen).toEqual(["two", "five", "four", "three", "one"]);

    const badCursor = await lister.get(`${CHATS}?cursor=not-a-cursor`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.fields).toHaveProperty("cursor");
    expect((await lister.get(`${CHATS}?limit=0`)).status).toBe(400);
    expect((await lister.get(`${CHATS}?folder_id=nope`)).status).toBe(400);
  });

  it("says when an answer is still arriving", async () => {
    const chat = await imported(ada, branchedChat("Still answering"));
    await server.database.db.execute(
      sql`insert into chat_message (id, chat_id, role, parts, status) values (${crypto.randomUUID()}, ${chat.id}, 'assistant', '[]'::jsonb, 'streaming')`,
    );
    const entry = (await listed(ada)).data.find((summary) => summary.id === chat.id);
    expect(entry).toMatchObject({ streaming: true });
  });

  it("renames and pins a chat, refusing bad input", async () => {
    const chat = await imported(ada, branchedChat("Before"));
    const renamed = await patch(ada, `${CHATS}/${chat.id}`, { title: "  After  ", pinned: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: chat.id, title: "After", pinned: true });

    for (const body of [{}, { title: "" }, { title: "x".repeat(CHAT_LIMITS.titleLength + 1) }, { pinned: "yes" }, { colour: "red" }]) {
      const response = await patch(ada, `${CHATS}/${chat.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe("invalid_request");
    }
    expect((await patch(ada, `${CHATS}/not-an-id`, { title: "x" })).status).toBe(400);
    expect((await patch(ada, `${CHATS}/${MISSING}`, { title: "x" })).status).toBe(404);
  });

  it("files chats in folders; deleting a folder keeps its chats, unfiled", async () => {
    const filer = new TestClient(server.url);
    await filer.signUp("filer@staff.test");
    await server.database.db.execute(sql`update "user" set email_verified = true where email = 'filer@staff.test'`);
    const created = await filer.post(FOLDERS, { name: " Research " });
    expect(created.status).toBe(201);
    const folder = created.body.data as { id: string; name: string };
    expect(folder.name).toBe("Research");
    expect((await filer.post(FOLDERS, { name: "" })).status).toBe(400);
    expect((await filer.post(FOLDERS, { name: "x".repeat(CHAT_LIMITS.folderNameLength + 1) })).status).toBe(400);

    const filed = await imported(filer, branchedChat("Filed"));
    await imported(filer, branchedChat("Loose"));
    const moved = await patch(filer, `${CHATS}/${filed.id}`, { folder_id: folder.id });
    expect(moved.body.data).toMatchObject({ folder_id: folder.id });
    expect(await titles(filer, `?folder_id=${folder.id}`)).toEqual(["Filed"]);
    expect(await titles(filer, "?folder_id=none")).toEqual(["Loose"]);

    const renamed = await patch(filer, `${FOLDERS}/${folder.id}`, { name: "Papers" });
    expect(renamed.body.data).toMatchObject({ id: folder.id, name: "Papers" });
    expect((await filer.get(FOLDERS)).body.data.map((entry: { name: string }) => entry.name)).toEqual(["Papers"]);

    expect((await remove(filer, `${FOLDERS}/${folder.id}`)).status).toBe(204);
    expect((await filer.get(FOLDERS)).body.data).toEqual([]);
    expect((await titles(filer, "?folder_id=none")).sort()).toEqual(["Filed", "Loose"]);
    expect((await remove(filer, `${FOLDERS}/${folder.id}`)).status).toBe(404);
  });

  it("never lets one staff member read, change, file into or delete another's chats and folders", async () => {
    const chat = await imported(ada, branchedChat("Ada's secret"));
    const adasFolder = (await ada.post(FOLDERS, { name: "Ada's folder" })).body.data as { id: string };
    const bobsChat = await imported(bob, branchedChat("Bob's own"));

    expect(await titles(bob)).not.toContain("Ada's secret");
    expect((await bob.get(FOLDERS)).body.data).toEqual([]);
    expect((await patch(bob, `${CHATS}/${chat.id}`, { title: "Mine now" })).status).toBe(404);
    expect((await bob.get(`${CHATS}/${chat.id}/export?format=json`)).status).toBe(404);
    expect((await remove(bob, `${CHATS}/${chat.id}`)).status).toBe(404);
    expect((await patch(bob, `${FOLDERS}/${adasFolder.id}`, { name: "Mine" })).status).toBe(404);
    expect((await remove(bob, `${FOLDERS}/${adasFolder.id}`)).status).toBe(404);
    // Filing one's own chat into another's folder is refused the same way.
    expect((await patch(bob, `${CHATS}/${bobsChat.id}`, { folder_id: adasFolder.id })).status).toBe(404);
    expect(await titles(ada, `?folder_id=${adasFolder.id}`)).toEqual([]);
    expect((await ada.get(`${CHATS}/${chat.id}/export?format=json`)).body.title).toBe("Ada's secret");
  });

  it("deletes a chat with its messages", async () => {
    const chat = await imported(ada, branchedChat("Doomed", "doomedword"));
    expect((await remove(ada, `${CHATS}/${chat.id}`)).status).toBe(204);
    expect((await ada.get(`${CHATS}/${chat.id}/export?format=json`)).status).toBe(404);
    expect(await titles(ada, "?q=doomedword")).toEqual([]);
    const left = await server.database.db.execute(sql`select count(*)::int as count from chat_message where chat_id = ${chat.id}`);
    expect(left.rows[0]).toEqual({ count: 0 });
    expect((await remove(ada, `${CHATS}/${chat.id}`)).status).toBe(404);
  });

  it("refuses a chat file that is not valid, saying where", async () => {
    const good = branchedChat("Good");
    const cases: [string, unknown, string][] = [
      ["not an export", { ...good, format: "other" }, "format"],
      ["an unknown field", { ...good, colour: "red" }, "body"],
      ["no title", { ...good, title: " " }, "title"],
      ["a parent not in the file", { ...good, messages: [message("x", "nowhere", "user", "hi")] }, "messages.0.parent_id"],
      [
        "a parent after its child",
        { ...good, messages: [message("b", "a", "assistant", "hi"), message("a", null, "user", "hi")] },
        "messages.0.parent_id",
      ],
      [
        "a repeated id",
        { ...good, messages: [message("a", null, "user", "hi"), message("a", null, "user", "hi")], current_leaf_id: "a" },
        "messages.1.id",
      ],
      ["a shown leaf not in the file", { ...good, current_leaf_id: "zzz" }, "current_leaf_id"],
      [
        "an unknown role",
        { ...good, messages: [{ ...message("a", null, "user", "hi"), role: "robot" }], current_leaf_id: null },
        "messages.0.role",
      ],
      [
        "a part that is not a UIMessage part",
        { ...good, messages: [{ ...message("a", null, "user", "hi"), parts: [{ type: "hologram" }] }], current_leaf_id: null },
        "messages.0.parts.0.type",
      ],
      [
        "a script address as an attachment",
        {
          ...good,
          messages: [
            { ...message("a", null, "user", "hi"), parts: [{ type: "file", mediaType: "image/png", url: "javascript:alert(1)" }] },
          ],
          current_leaf_id: null,
        },
        "messages.0.parts",
      ],
      [
        "a message that is too long",
        { ...good, messages: [message("a", null, "user", "x".repeat(CHAT_LIMITS.messageLength + 1))], current_leaf_id: null },
        "messages.0.parts",
      ],
      [
        "too many messages",
        {
          ...good,
          messages: Array.from({ length: CHAT_LIMITS.importMessages + 1 }, (_, index) => message(`m${index}`, null, "user", "hi")),
          current_leaf_id: null,
        },
        "messages",
      ],
    ];
    for (const [what, body, field] of cases) {
      const response = await ada.post(`${CHATS}/import`, body);
      expect(response.status, what).toBe(400);
      expect(response.body.error.code, what).toBe("invalid_request");
      expect(response.body.error.fields, what).toHaveProperty([field]);
    }
    expect(await titles(ada, "?q=good")).toEqual([]);
  });
});
