import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { png } from "./asset-files.ts";
import { apiCaller } from "./api-caller.ts";
import { makeClient, signInStaff, type MadeClient } from "./clients.ts";
import { TestClient } from "./http.ts";
import { generated } from "./image-gen.ts";
import { createPipeline, itemsOf, waitForRun } from "./pipelines.ts";
import type { TestServer } from "./test-server.ts";

/** The kinds of things routes name by id, whoever holds them. */
export type Kind =
  // A user's own.
  | "video"
  | "render"
  | "asset"
  | "page"
  | "generation"
  | "image"
  | "board"
  | "vibe"
  // A client's, shared by its members.
  | "client"
  | "campaign"
  | "campaignRender"
  | "pipelineItem"
  // A staff member's own.
  | "chat"
  | "chatFolder"
  | "comment";

export type Ids = Partial<Record<Kind, string>>;

export interface Person {
  email: string;
  client: TestClient;
  /** What this person holds (made through the routes), by kind. */
  ids: Ids;
}

/**
 * Four people and what each holds: `owner` (a member of one client) and `stranger` (a member of
 * another), and two staff members. Each outsider holds things of its own too, so a foreign id
 * can be sent beside the caller's own ids, as a real request would.
 */
export interface AccessWorld {
  owner: Person;
  stranger: Person;
  staff: Person;
  otherStaff: Person;
}
export type Actor = keyof AccessWorld;

export const STAFF = "/api/v1/staff";

/** A one-scene client template whose headline is a variable, so a campaign can ask for it. */
const FORM_DOCUMENT = {
  version: 1,
  title: "Form",
  aspectRatio: "9:16",
  templateId: "bold",
  variables: { headline: { type: "text", label: "Headline", default: "Mine" } },
  scenes: [{ id: "s1", layoutId: "call-to-action", slots: { headline: { variable: "headline" } }, duration: 1 }],
};

/** The answer's data; anything but a 2xx fails the setup, naming `what`. */
async function ok(what: string, answer: Promise<{ status: number; body: Record<string, any> }>) {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

async function person(server: TestServer, email: string): Promise<Person> {
  const client = new TestClient(server.url);
  await client.signUp(email);
  return { email, client, ids: {} };
}

async function staffMember(server: TestServer, email: string): Promise<Person> {
  return { email, client: await signInStaff(server, email), ids: {} };
}

/** Everything a user owns, one of each kind. */
async function makeUserThings({ client, ids }: Person) {
  ids.video = (await ok("A video", client.post("/api/v1/content", { from: "template", templateId: "bold", title: "Mine" }))).id;
  ids.render = (await ok("A render", client.post(`/api/v1/content/${ids.video}/renders`, { scale: 0.1 }))).id;
  // Nothing here needs the video drawn.
  await ok("Cancelling the render", client.post(`/api/v1/renders/${ids.render}/cancel`));
  ids.asset = (await ok("An upload", client.upload("Mine.png", await png(), "image/png"))).id;
  ids.page = (await ok("A page", client.post("/api/v1/pages", { title: "Mine", contentIds: [ids.video] }))).id;
  ids.board = (await ok("A board", client.post("/api/v1/image-gen/boards", { name: "Mine" }))).id;
  const generation = await generated(client, { prompt: "Mine", board_id: ids.board });
  ids.generation = generation.id;
  ids.image = generation.images[0].id;
  ids.vibe = (await ok("A vibe", client.post("/api/v1/image-gen/vibes", { name: "Mine", prompt_fragment: "mine" }))).id;
}

/** `member` joins a new client with a campaign; answers the client. */
async function joinClient(server: TestServer, staff: Person, member: Person): Promise<MadeClient> {
  const made = await makeClient(server, { staff: staff.client });
  const base = `${STAFF}/clients/${made.clientId}`;
  await ok("Adding the member", staff.client.post(`${base}/members`, { email: member.email }));
  const template = await ok(
    "A form template",
    staff.client.post(`${base}/templates`, { from: "document", name: "Form", document: FORM_DOCUMENT }),
  );
  const campaign = await ok(
    "A campaign",
    staff.client.post(`${base}/campaigns`, { name: "Mine", client_template_id: template.id, variables: ["headline"] }),
  );
  member.ids.client = made.clientId;
  member.ids.campaign = campaign.id;
  return made;
}

/** A video made with the member's campaign, as the client's account's render (stopped: nothing draws it). */
async function campaignRender(server: TestServer, made: MadeClient, member: Person) {
  const id = randomUUID();
  const metadata = JSON.stringify({ campaign_id: member.ids.campaign });
  await server.database.db.execute(
    sql`insert into render (id, user_id, document, status, metadata) values (${id}, ${made.accountUserId}, '{}'::jsonb, 'cancelled', ${metadata}::jsonb)`,
  );
  await ok("Reading the campaign's video", member.client.get(`/api/v1/campaigns/${member.ids.campaign}/renders/${id}`));
  member.ids.campaignRender = id;
}

/** A draft the client's pipeline made from an item its system pushed, waiting for a member's approval. */
async function pipelineDraft(server: TestServer, made: MadeClient, staff: Person, member: Person) {
  const pipeline = await createPipeline(staff.client, {
    client_id: made.clientId,
    name: "Pushed products",
    source: { kind: "inbound", key_field: "sku" },
    client_template_id: made.templateId,
    mapping: { kind: "fields", modifications: { "Headline.text": "{{title}}" } },
  });
  const pushed = await ok(
    "Pushing an item",
    apiCaller(server, made.key).post(`/api/v1/client/pipelines/${pipeline.id}/items`, { items: [{ sku: "MINE-1", title: "Mine" }] }),
  );
  await waitForRun(staff.client, pipeline.id, pushed.run_id);
  const [draft] = await itemsOf(staff.client, pipeline.id, "awaiting_approval");
  if (!draft) throw new Error("The pushed item was not drafted.");
  member.ids.pipelineItem = draft.id;
}

/** A staff member's chat, chat folder and library comment, and an upload and a video of their own. */
async function makeStaffThings({ client, ids }: Person) {
  ids.chat = (await ok("A chat", client.post(`${STAFF}/chats`, { title: "Mine" }))).id;
  ids.chatFolder = (await ok("A chat folder", client.post(`${STAFF}/chat-folders`, { name: "Mine" }))).id;
  ids.comment = (await ok("A comment", client.post(`${STAFF}/library/layout/title/versions/1/comments`, { body: "Mine" }))).id;
  ids.asset = (await ok("An upload", client.upload("Mine.png", await png(), "image/png"))).id;
  ids.video = (await ok("A video", client.post("/api/v1/content", { from: "template", templateId: "bold", title: "Mine" }))).id;
}

/** The stranger's own page and image, to send the owner's ids beside. */
async function makeOutsiderThings({ client, ids }: Person) {
  ids.page = (await ok("A page", client.post("/api/v1/pages", { title: "Theirs" }))).id;
  const theirs = await generated(client, { prompt: "Theirs" });
  ids.generation = theirs.id;
  ids.image = theirs.images[0].id;
}

/** The owner's and the stranger's clients: each a member of one, the owner's with a campaign video and a draft to review. */
async function makeClientThings(server: TestServer, { owner, stranger, staff, otherStaff }: AccessWorld) {
  const ownersClient = await joinClient(server, staff, owner);
  await joinClient(server, staff, stranger);
  await campaignRender(server, ownersClient, owner);
  await pipelineDraft(server, ownersClient, staff, owner);
  // Staff manage every client alike: routes under a client take the owner's.
  staff.ids.client = otherStaff.ids.client = owner.ids.client;
}

export async function buildAccessWorld(server: TestServer): Promise<AccessWorld> {
  const world: AccessWorld = {
    owner: await person(server, "access-owner@example.com"),
    stranger: await person(server, "access-stranger@example.com"),
    staff: await staffMember(server, "access-staff@staff.test"),
    otherStaff: await staffMember(server, "access-other-staff@staff.test"),
  };
  const { owner, stranger, staff, otherStaff } = world;
  // Each made independently of the others (generating images takes a few seconds): at once.
  await Promise.all([
    makeUserThings(owner),
    makeOutsiderThings(stranger),
    makeClientThings(server, world),
    makeStaffThings(staff),
    ok("A chat", otherStaff.client.post(`${STAFF}/chats`, { title: "Theirs" })).then((chat) => (otherStaff.ids.chat = chat.id)),
  ]);
  return world;
}
