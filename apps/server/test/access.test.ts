import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { startFakeOpenAi, type FakeOpenAi } from "@framewise/test-support/fake-openai";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildAccessWorld, STAFF, type AccessWorld, type Actor, type Ids, type Kind } from "./helpers/access-world.ts";
import { TestClient } from "./helpers/http.ts";
import { idFieldsOf, type RouteWithSchemas } from "./helpers/route-schemas.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

// Every route the app registers, with its request schemas, seen by an onRoute hook on the one Fastify instance buildApp makes.
const registered = vi.hoisted(() => [] as RouteWithSchemas[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-schemas.ts")).fastifyLoggingRouteSchemas(await importOriginal(), registered),
);

/** A path parameter that is not an id: the value sent for it, and what it is. */
interface Fixed {
  value: string;
  is: string;
}
/** What each path parameter names: a kind of thing (the caller's or not), or a fixed value. */
type Params = Record<string, Kind | Fixed>;
/** A body or query string that passes the route's schemas, so the access check is what answers. */
interface Sent {
  json?: unknown;
  query?: string;
}

type PathAccess =
  /** The signed-in user's own: anyone else's id answers 404, as a missing one does. */
  | { access: "own"; params: Params; sent: Sent }
  /** A client's, shared by its members: a non-member's id answers 404, as a missing one does. */
  | { access: "member"; params: Params; sent: Sent }
  /** A staff member's own, behind the staff gate: another staff member's id answers 404. */
  | { access: "staffOwn"; params: Params; sent: Sent }
  /** Behind the staff gate (staff-routes.ts), every staff member's alike: 403 for users, 401 signed out. */
  | { access: "staff" }
  /** The client API: an API key, not a session, decides; cross-client access is tested by `testedBy`. */
  | { access: "apiKey"; testedBy: string }
  /** Anyone's, signed in or not, once published: an unpublished thing answers 404, as a missing id does. */
  | { access: "public"; why: string; params: Params; sent: Sent }
  /** Every signed-in user's to read (401 signed out): nobody's own thing. */
  | { access: "signedIn"; why: string }
  /** Its parameters name no one's thing. */
  | { access: "notAnId"; why: string };

const own = (params: Params, sent: Sent = {}): PathAccess => ({ access: "own", params, sent });
const member = (params: Params, sent: Sent = {}): PathAccess => ({ access: "member", params, sent });
const staffOwn = (params: Params, sent: Sent = {}): PathAccess => ({ access: "staffOwn", params, sent });
const STAFF_ONLY: PathAccess = { access: "staff" };
const apiKey = (testedBy: string): PathAccess => ({ access: "apiKey", testedBy });
const open = (why: string, params: Params, sent: Sent = {}): PathAccess => ({ access: "public", why, params, sent });
const signedIn = (why: string): PathAccess => ({ access: "signedIn", why });
const notAnId = (why: string): PathAccess => ({ access: "notAnId", why });
const fixed = (value: string, is: string): Fixed => ({ value, is });

const SMALL = fixed("small", "a thumbnail size");
const FORGED_LINK = "?expires=4102444800&signature=forged";
/** A question for a chat, valid for its schema. */
const question = (parts: unknown[] = [{ type: "text", text: "Taken" }]) => ({
  trigger: "submit-message",
  message: { id: randomUUID(), parts },
  parent_id: null,
});

/** Every route with a path parameter (`:name` or `*`), by `METHOD url`. */
const ROUTES: Record<string, PathAccess> = {
  // The signed-in user's own.
  "GET /api/v1/content/:id": own({ id: "video" }),
  "PUT /api/v1/content/:id": own({ id: "video" }, { json: { version: 1, document: {} } }),
  "DELETE /api/v1/content/:id": own({ id: "video" }),
  "POST /api/v1/content/:id/duplicate": own({ id: "video" }),
  "PUT /api/v1/content/:id/share": own({ id: "video" }, { json: { shared: true, allowDownload: true } }),
  "POST /api/v1/content/:id/renders": own({ id: "video" }),
  "GET /api/v1/content/:id/renders": own({ id: "video" }),
  "GET /api/v1/content/:id/library": own({ id: "video" }),
  "POST /api/v1/content/:id/library/update": own({ id: "video" }, { json: {} }),
  "POST /api/v1/content/:id/voiceover": own({ id: "video" }, { json: { text: "Taken" } }),
  "GET /api/v1/content/:id/voicing": own({ id: "video" }),
  "POST /api/v1/content/:id/voicing": own({ id: "video" }, { json: {} }),
  "GET /api/v1/assets/:id": own({ id: "asset" }),
  "GET /api/v1/assets/:id/usage": own({ id: "asset" }),
  "GET /api/v1/assets/:id/peaks": own({ id: "asset" }),
  "PATCH /api/v1/assets/:id": own({ id: "asset" }, { json: { name: "Taken" } }),
  "DELETE /api/v1/assets/:id": own({ id: "asset" }),
  "GET /api/v1/assets/:id/file": own({ id: "asset" }),
  "GET /api/v1/assets/:id/thumbnail/:size": own({ id: "asset", size: SMALL }),
  "GET /api/v1/renders/:id": own({ id: "render" }),
  "GET /api/v1/renders/:id/events": own({ id: "render" }),
  "POST /api/v1/renders/:id/cancel": own({ id: "render" }),
  "GET /api/v1/renders/:id/video": own({ id: "render" }),
  "GET /api/v1/renders/:id/poster": own({ id: "render" }),
  "GET /api/v1/pages/:id": own({ id: "page" }),
  "PUT /api/v1/pages/:id": own({ id: "page" }, { json: { title: "Taken" } }),
  "DELETE /api/v1/pages/:id": own({ id: "page" }),
  "GET /api/v1/image-gen/generations/:id": own({ id: "generation" }),
  "POST /api/v1/image-gen/generations/:id/cancel": own({ id: "generation" }),
  // A private image here; a public one is anyone's to see, like and report, still only its maker's to change (image-gen-api.test.ts).
  "GET /api/v1/image-gen/images/:id": own({ id: "image" }),
  "PATCH /api/v1/image-gen/images/:id": own({ id: "image" }, { json: { public: true } }),
  "DELETE /api/v1/image-gen/images/:id": own({ id: "image" }),
  "GET /api/v1/image-gen/images/:id/file": own({ id: "image" }),
  "GET /api/v1/image-gen/images/:id/thumbnails/:size": own({ id: "image", size: SMALL }),
  "POST /api/v1/image-gen/images/:id/variations": own({ id: "image" }, { json: { count: 1 } }),
  "POST /api/v1/image-gen/images/:id/upscale": own({ id: "image" }, { json: { factor: 2 } }),
  "POST /api/v1/image-gen/images/:id/save-to-library": own({ id: "image" }),
  "POST /api/v1/image-gen/images/:id/edits": own({ id: "image" }),
  "POST /api/v1/image-gen/images/:id/like": own({ id: "image" }),
  "DELETE /api/v1/image-gen/images/:id/like": own({ id: "image" }),
  "POST /api/v1/image-gen/images/:id/report": own({ id: "image" }, { json: { reason: "Taken" } }),
  "PATCH /api/v1/image-gen/boards/:id": own({ id: "board" }, { json: { name: "Taken" } }),
  "DELETE /api/v1/image-gen/boards/:id": own({ id: "board" }),
  // A private vibe; starter and published ones are everyone's to use.
  "PATCH /api/v1/image-gen/vibes/:id": own({ id: "vibe" }, { json: { name: "Taken" } }),
  "DELETE /api/v1/image-gen/vibes/:id": own({ id: "vibe" }),
  "GET /api/v1/image-gen/vibes/:id/preview": own({ id: "vibe" }),

  // A client's, for its members.
  "GET /api/v1/clients/:clientId": member({ clientId: "client" }),
  "GET /api/v1/clients/:clientId/pipeline-items": member({ clientId: "client" }),
  "POST /api/v1/clients/:clientId/pipeline-items/:itemId/approve": member({ clientId: "client", itemId: "pipelineItem" }, { json: {} }),
  "POST /api/v1/clients/:clientId/pipeline-items/:itemId/reject": member(
    { clientId: "client", itemId: "pipelineItem" },
    { json: { reason: "Taken" } },
  ),
  "GET /api/v1/campaigns/:campaignId": member({ campaignId: "campaign" }),
  "POST /api/v1/campaigns/:campaignId/renders": member({ campaignId: "campaign" }, { json: { values: {} } }),
  "GET /api/v1/campaigns/:campaignId/renders/:renderId": member({ campaignId: "campaign", renderId: "campaignRender" }),

  // A staff member's own.
  "GET /api/v1/staff/chats/:id": staffOwn({ id: "chat" }),
  "PATCH /api/v1/staff/chats/:id": staffOwn({ id: "chat" }, { json: { title: "Taken" } }),
  "DELETE /api/v1/staff/chats/:id": staffOwn({ id: "chat" }),
  "GET /api/v1/staff/chats/:id/export": staffOwn({ id: "chat" }, { query: "?format=json" }),
  "POST /api/v1/staff/chats/:id/messages": staffOwn({ id: "chat" }, { json: question() }),
  "GET /api/v1/staff/chats/:id/stream": staffOwn({ id: "chat" }),
  "POST /api/v1/staff/chats/:id/stop": staffOwn({ id: "chat" }),
  "POST /api/v1/staff/chats/:id/branch": staffOwn({ id: "chat" }, { json: { message_id: randomUUID() } }),
  "PATCH /api/v1/staff/chat-folders/:id": staffOwn({ id: "chatFolder" }, { json: { name: "Taken" } }),
  "DELETE /api/v1/staff/chat-folders/:id": staffOwn({ id: "chatFolder" }),
  // Any staff member comments on and resolves any thread; each deletes only their own comments.
  "DELETE /api/v1/staff/library/:kind/:itemId/versions/:version/comments/:commentId": staffOwn({
    kind: fixed("layout", "a kind of library item"),
    itemId: fixed("title", "a library item, every staff member's"),
    version: fixed("1", "a version number"),
    commentId: "comment",
  }),

  // Every staff member's alike.
  "GET /api/v1/staff/collections/:collection": STAFF_ONLY,
  "GET /api/v1/staff/collections/:collection/rows": STAFF_ONLY,
  "GET /api/v1/staff/collections/:collection/documents/:documentId": STAFF_ONLY,
  "PATCH /api/v1/staff/collections/:collection/documents/:documentId": STAFF_ONLY,
  "POST /api/v1/staff/collections/:collection/bulk-edit/preview": STAFF_ONLY,
  "POST /api/v1/staff/collections/:collection/bulk-edit": STAFF_ONLY,
  "POST /api/v1/staff/image-gen/vibes/:id/publish": STAFF_ONLY,
  "POST /api/v1/staff/image-gen/vibes/:id/unpublish": STAFF_ONLY,
  "DELETE /api/v1/staff/image-gen/inspirations/:id": STAFF_ONLY,
  "POST /api/v1/staff/image-gen/reports/:id/resolve": STAFF_ONLY,
  "POST /api/v1/staff/llm/models/:id/health": STAFF_ONLY,
  "GET /api/v1/staff/llm-report/calls/:id": STAFF_ONLY,
  "GET /api/v1/staff/llm-report/tools/:name/schema": STAFF_ONLY,
  "GET /api/v1/staff/prompt-tests/suites/:id": STAFF_ONLY,
  "PUT /api/v1/staff/prompt-tests/suites/:id": STAFF_ONLY,
  "DELETE /api/v1/staff/prompt-tests/suites/:id": STAFF_ONLY,
  "POST /api/v1/staff/prompt-tests/suites/:id/duplicate": STAFF_ONLY,
  "GET /api/v1/staff/prompt-tests/suites/:id/export": STAFF_ONLY,
  "GET /api/v1/staff/prompt-tests/suites/:id/trend": STAFF_ONLY,
  "GET /api/v1/staff/prompt-tests/runs/:id": STAFF_ONLY,
  "POST /api/v1/staff/prompt-tests/runs/:id/cancel": STAFF_ONLY,
  "GET /api/v1/staff/audit/:id": STAFF_ONLY,
  "POST /api/v1/staff/audit/:id/revert": STAFF_ONLY,
  "GET /api/v1/staff/plans/:ownerKind/:ownerId": STAFF_ONLY,
  "PUT /api/v1/staff/plans/:ownerKind/:ownerId/plan": STAFF_ONLY,
  "POST /api/v1/staff/plans/:ownerKind/:ownerId/grants": STAFF_ONLY,
  "GET /api/v1/staff/render-test/samples/:file": STAFF_ONLY,
  "GET /api/v1/staff/render-test/assets/:id/file": STAFF_ONLY,
  "GET /api/v1/staff/render-test/cases/:name": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId": STAFF_ONLY,
  "PATCH /api/v1/staff/clients/:clientId": STAFF_ONLY,
  "DELETE /api/v1/staff/clients/:clientId": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/suspend": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/resume": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/webhook-secret/rotate": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/webhook-deliveries": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/webhook-deliveries/:deliveryId": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/webhook-deliveries/:deliveryId/resend": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/webhook-deliveries/test": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/campaigns": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/campaigns": STAFF_ONLY,
  "PATCH /api/v1/staff/clients/:clientId/campaigns/:campaignId": STAFF_ONLY,
  "DELETE /api/v1/staff/clients/:clientId/campaigns/:campaignId": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/keys": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/keys": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/keys/:keyId/revoke": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/templates": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/templates": STAFF_ONLY,
  "PATCH /api/v1/staff/clients/:clientId/templates/:templateId": STAFF_ONLY,
  "DELETE /api/v1/staff/clients/:clientId/templates/:templateId": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/members": STAFF_ONLY,
  "POST /api/v1/staff/clients/:clientId/members": STAFF_ONLY,
  "DELETE /api/v1/staff/clients/:clientId/members/:userId": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/renders": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/renders/:renderId/video": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/renders/:renderId/poster": STAFF_ONLY,
  "GET /api/v1/staff/clients/:clientId/usage": STAFF_ONLY,
  "GET /api/v1/staff/pipelines/:id": STAFF_ONLY,
  "PATCH /api/v1/staff/pipelines/:id": STAFF_ONLY,
  "DELETE /api/v1/staff/pipelines/:id": STAFF_ONLY,
  "POST /api/v1/staff/pipelines/:id/pause": STAFF_ONLY,
  "POST /api/v1/staff/pipelines/:id/resume": STAFF_ONLY,
  "POST /api/v1/staff/pipelines/:id/runs": STAFF_ONLY,
  "GET /api/v1/staff/pipelines/:id/runs": STAFF_ONLY,
  "GET /api/v1/staff/pipelines/:id/items": STAFF_ONLY,
  "POST /api/v1/staff/pipeline-items/:id/approve": STAFF_ONLY,
  "POST /api/v1/staff/pipeline-items/:id/reject": STAFF_ONLY,
  "POST /api/v1/staff/pipeline-items/:id/retry": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind": STAFF_ONLY,
  "GET /api/v1/staff/library/:kind/:itemId": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/duplicate": STAFF_ONLY,
  "GET /api/v1/staff/library/:kind/:itemId/export": STAFF_ONLY,
  "PUT /api/v1/staff/library/:kind/:itemId/owner": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/versions": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/stage": STAFF_ONLY,
  "GET /api/v1/staff/library/:kind/:itemId/checklist": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/checklist/run": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/checklist/browser-comparison": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/checklist/ticks": STAFF_ONLY,
  "GET /api/v1/staff/library/:kind/:itemId/compare": STAFF_ONLY,
  "GET /api/v1/staff/library/:kind/:itemId/versions/:version/comments": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/versions/:version/comments": STAFF_ONLY,
  "POST /api/v1/staff/library/:kind/:itemId/versions/:version/comments/:commentId/resolve": STAFF_ONLY,
  "GET /api/v1/staff/generated-layouts/:id": STAFF_ONLY,
  "POST /api/v1/staff/generated-layouts/:id/approve": STAFF_ONLY,
  "POST /api/v1/staff/generated-layouts/:id/reject": STAFF_ONLY,
  "PUT /api/v1/staff/generated-layouts/:id/definition": STAFF_ONLY,
  // Unknown staff paths: the gate answers before the 404.
  ...Object.fromEntries(
    ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "QUERY"].map((method) => [`${method} ${STAFF}/*`, STAFF_ONLY]),
  ),

  // A client's system's, by its API key.
  "GET /api/v1/client/renders/:id": apiKey("render-api.test.ts and api-keys.test.ts"),
  "POST /api/v1/client/renders/:id/cancel": apiKey("render-api.test.ts"),
  "POST /api/v1/client/pipelines/:pipelineId/items": apiKey("pipelines-inbound.test.ts"),

  // Public by design.
  "GET /api/v1/public/videos/:id": open("a shared video's watch page", { id: "video" }),
  "GET /api/v1/public/videos/:id/video": open("a shared video's MP4, embedded on other sites", { id: "video" }),
  "GET /api/v1/public/videos/:id/poster": open("a shared video's poster, embedded on other sites", { id: "video" }),
  "GET /api/v1/public/pages/:id": open("a published landing page", { id: "page" }),
  "GET /api/v1/client/media/:id/:kind": open(
    "a done render's file by a signed link: the signature is the credential",
    { id: "render", kind: fixed("video", "which of the render's files") },
    { query: FORGED_LINK },
  ),

  // Every signed-in user's.
  "GET /api/v1/templates/:id": signedIn("the template library every user picks from"),
  "GET /api/v1/layouts/:id": signedIn("the layout library every user picks from"),
  "GET /api/v1/library-fonts/:id/file": signedIn("the library's fonts, which every preview loads"),
  "GET /api/v1/image-gen/inspirations/:id/image": signedIn("the curated inspiration wall"),
  "GET /api/v1/voices/:voice/sample": signedIn("a voice of the speech service's catalogue"),

  // No ids.
  "GET /api/auth/*": notAnId("Better Auth's own endpoints (sign-in, sessions), which check their own callers"),
  "POST /api/auth/*": notAnId("Better Auth's own endpoints (sign-in, sessions), which check their own callers"),
  "GET /api/docs/static/*": notAnId("the API reference page's static files"),
  "GET /fonts/:file": notAnId("the renderer's bundled font files, the same for everyone"),
};

/** A foreign id sent in a body or query: it must answer as a missing one does. */
interface ForeignId {
  kind: Kind;
  /** Who sends it (the stranger unless said) and whose it is (the owner's unless said). */
  as?: Actor;
  of?: Actor;
  /** The path, with the sender's own ids; the route's own when it has no parameters. */
  path?: (mine: Ids) => string;
  json?: (id: string, mine: Ids) => unknown;
  query?: (id: string) => string;
  /** What a missing id answers: 404 unless said; 200 where ids that are not the caller's are skipped or filtered out. */
  answer?: number;
}
type IdField = { foreign: ForeignId } | { notOwned: string };

const foreign = (kind: Kind, request: Omit<ForeignId, "kind">): IdField => ({ foreign: { kind, ...request } });
const notOwned = (why: string): IdField => ({ notOwned: why });
const ANOTHER_STAFF_MEMBERS = { as: "otherStaff", of: "staff" } as const;
const generation = (fields: Record<string, unknown>) => ({ prompt: "Theirs", aspect_ratio: "1:1", ...fields });

/**
 * Every id-named field of a body (`items[].id`) or query (`?board_id`) by route, as the route
 * schemas declare them, and ids in fields named otherwise, found by reading the handlers.
 */
const BODY_IDS: Record<string, Record<string, IdField>> = {
  "POST /api/v1/content": {
    templateId: notOwned("a library template"),
    // An `asset:<id>` source, not named like an id (create-content.ts).
    "product.photos[]": foreign("asset", {
      json: (id) => ({ from: "product", product: { name: "Theirs", photos: [`asset:${id}`] } }),
      answer: 400,
    }),
  },
  "POST /api/v1/content/:id/library/update": { "items[].id": notOwned("library templates and layouts") },
  "POST /api/v1/assets/delete": { ids: foreign("asset", { json: (id) => ({ ids: [id] }), answer: 200 }) },
  "POST /api/v1/pages": { contentIds: foreign("video", { json: (id) => ({ title: "Theirs", contentIds: [id] }), answer: 400 }) },
  "PUT /api/v1/pages/:id": {
    contentIds: foreign("video", {
      path: (mine) => `/api/v1/pages/${mine.page}`,
      json: (id) => ({ title: "Theirs", contentIds: [id] }),
      answer: 400,
    }),
  },
  "POST /api/v1/image-gen/generations": {
    vibe_id: foreign("vibe", { json: (id) => generation({ vibe_id: id }) }),
    board_id: foreign("board", { json: (id) => generation({ board_id: id }) }),
    reference_asset_ids: foreign("asset", { json: (id) => generation({ reference_asset_ids: [id] }) }),
    remix_of_image_id: foreign("image", { json: (id) => generation({ remix_of_image_id: id }) }),
  },
  "GET /api/v1/image-gen/images": {
    "?vibe_id": foreign("vibe", { query: (id) => `?vibe_id=${id}`, answer: 200 }),
    "?board_id": foreign("board", { query: (id) => `?board_id=${id}`, answer: 200 }),
  },
  "PATCH /api/v1/image-gen/images/:id": {
    board_id: foreign("board", { path: (mine) => `/api/v1/image-gen/images/${mine.image}`, json: (id) => ({ board_id: id }) }),
  },
  "POST /api/v1/image-gen/images/bulk": {
    ids: foreign("image", { json: (id) => ({ action: "delete", ids: [id] }), answer: 200 }),
    board_id: foreign("board", { json: (id, mine) => ({ action: "move", ids: [mine.image], board_id: id }) }),
  },
  "POST /api/v1/image-gen/images/download": { ids: foreign("image", { json: (id) => ({ ids: [id] }), answer: 200 }) },
  "POST /api/v1/image-gen/vibes": { from_image_id: foreign("image", { json: (id) => ({ name: "Theirs", from_image_id: id }) }) },
  "POST /api/v1/stock/import": { id: notOwned("a stock library's photo") },
  "POST /api/v1/billing/checkout": { plan_id: notOwned("a plan of the catalogue") },

  // Staff copy only public images and usable vibes to the wall: a user's private one answers as a missing one.
  "POST /api/v1/staff/image-gen/inspirations": {
    from_image_id: foreign("image", { as: "staff", json: (id) => ({ title: "Theirs", from_image_id: id }) }),
    vibe_id: foreign("vibe", {
      as: "staff",
      json: (id) => ({ title: "Theirs", prompt: "Theirs", vibe_id: id, aspect_ratio: "1:1", seed: 1 }),
    }),
  },
  "PUT /api/v1/staff/image-gen/inspirations/order": { ids: notOwned("the inspiration wall, every staff member's") },
  "POST /api/v1/staff/library-fonts": { asset_id: foreign("asset", { ...ANOTHER_STAFF_MEMBERS, json: (id) => ({ asset_id: id }) }) },
  "POST /api/v1/staff/generated-layouts": {
    reference_asset_id: foreign("asset", { ...ANOTHER_STAFF_MEMBERS, json: (id) => ({ prompt: "Theirs", reference_asset_id: id }) }),
  },
  "POST /api/v1/staff/clients/:clientId/templates": {
    content_id: foreign("video", {
      ...ANOTHER_STAFF_MEMBERS,
      path: (mine) => `${STAFF}/clients/${mine.client}/templates`,
      json: (id) => ({ from: "project", content_id: id, name: "Theirs" }),
    }),
    template_id: notOwned("a library template"),
  },
  "GET /api/v1/staff/chats": {
    "?folder_id": foreign("chatFolder", { ...ANOTHER_STAFF_MEMBERS, query: (id) => `?folder_id=${id}`, answer: 200 }),
  },
  "POST /api/v1/staff/chats": {
    folder_id: foreign("chatFolder", { ...ANOTHER_STAFF_MEMBERS, json: (id) => ({ folder_id: id }) }),
    model_id: notOwned("a configured language model"),
  },
  "PATCH /api/v1/staff/chats/:id": {
    folder_id: foreign("chatFolder", {
      ...ANOTHER_STAFF_MEMBERS,
      path: (mine) => `${STAFF}/chats/${mine.chat}`,
      json: (id) => ({ folder_id: id }),
    }),
  },
  "POST /api/v1/staff/chats/:id/messages": {
    // An attached picture is an asset's file address, not named like an id (take-turn.ts).
    "message.parts[].url": foreign("asset", {
      ...ANOTHER_STAFF_MEMBERS,
      path: (mine) => `${STAFF}/chats/${mine.chat}/messages`,
      json: (id) => question([{ type: "file", mediaType: "image/png", url: `/api/v1/assets/${id}/file` }]),
    }),
    "message.id": notOwned("the new question's id, chosen by the caller"),
    parent_id: notOwned("a message of the same chat, which is the caller's own"),
    message_id: notOwned("a message of the same chat, which is the caller's own"),
    "approvals[].approval_id": notOwned("a tool call of the same chat's answer"),
    model_id: notOwned("a configured language model"),
  },
  "POST /api/v1/staff/chats/:id/branch": { message_id: notOwned("a message of the same chat, which is the caller's own") },
  "POST /api/v1/staff/chats/import": {
    "messages[].id": notOwned("the chat file's own message ids"),
    "messages[].parent_id": notOwned("the chat file's own message ids"),
    current_leaf_id: notOwned("the chat file's own message ids"),
    "messages[].model_id": notOwned("a language model's name, as the file says"),
    model_id: notOwned("a language model's name, as the file says"),
  },
  "POST /api/v1/staff/prompt-tests/suites": {
    "prompts[].id": notOwned("the suite's own prompt ids"),
    "prompts[].template_id": notOwned("a library template"),
  },
  "PUT /api/v1/staff/prompt-tests/suites/:id": {
    "prompts[].id": notOwned("the suite's own prompt ids"),
    "prompts[].template_id": notOwned("a library template"),
  },
  "POST /api/v1/staff/prompt-tests/suites/import": { "prompts[].template_id": notOwned("a library template") },
  "POST /api/v1/staff/prompt-tests/runs": {
    suite_id: notOwned("suites are every staff member's"),
    judge_model_id: notOwned("a configured language model"),
  },
  "GET /api/v1/staff/prompt-tests/runs": { "?suite_id": notOwned("suites are every staff member's") },
  "GET /api/v1/staff/audit": {
    "?entity_id": notOwned("staff read the whole audit trail"),
    "?actor_id": notOwned("staff read the whole audit trail"),
  },
  "POST /api/v1/staff/clients": { template_ids: notOwned("library templates the client may use") },
  "PATCH /api/v1/staff/clients/:clientId": { template_ids: notOwned("library templates the client may use") },
  "POST /api/v1/staff/clients/:clientId/campaigns": {
    client_template_id: notOwned("one of the client's templates: another client's is refused (campaigns.test.ts)"),
  },
  "PATCH /api/v1/staff/clients/:clientId/campaigns/:campaignId": {
    client_template_id: notOwned("one of the client's templates: another client's is refused (campaigns.test.ts)"),
  },
  "GET /api/v1/staff/pipelines": { "?client_id": notOwned("staff manage every client") },
  "POST /api/v1/staff/pipelines": {
    client_id: notOwned("staff manage every client"),
    client_template_id: notOwned("one of the pipeline's client's templates"),
  },
  "POST /api/v1/staff/pipelines/preview": {
    client_id: notOwned("staff manage every client"),
    client_template_id: notOwned("one of the pipeline's client's templates"),
  },
  "PATCH /api/v1/staff/pipelines/:id": { client_template_id: notOwned("one of the pipeline's client's templates") },
  ...Object.fromEntries(
    ["plan", "frame", "cases"].map((path) => [
      `POST ${STAFF}/render-test/${path}`,
      {
        "source.content_id": notOwned("any user's video: staff test every video on the bench"),
        "source.template_id": notOwned("a library template"),
        "source.layout_id": notOwned("a library layout"),
      },
    ]),
  ),
  "PUT /api/v1/staff/plans/:ownerKind/:ownerId/plan": { plan_id: notOwned("a plan of the catalogue") },
  "POST /api/v1/staff/library/:kind": { id: notOwned("the new library item's id, chosen by the caller") },
  "POST /api/v1/staff/library/:kind/:itemId/duplicate": { id: notOwned("the copy's new id, chosen by the caller") },
  "POST /api/v1/staff/generated-layouts/:id/approve": { id: notOwned("the id the layout takes in the library") },
  "POST /api/v1/staff/library/:kind/:itemId/versions/:version/comments": { parent_id: notOwned("a comment of the same version") },
};

/** Who holds the things each kind of scoped route names, and who asks for them. */
const HOLDER_AND_OUTSIDER = {
  own: ["owner", "stranger"],
  member: ["owner", "stranger"],
  staffOwn: ["staff", "otherStaff"],
} as const satisfies Record<string, readonly [Actor, Actor]>;

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const hasParameters = (url: string) => /[:*]/.test(url);

/** The route keys and fields the tables do not classify, and table entries naming routes the app does not have. */
function classify(routes: RouteWithSchemas[]) {
  const unclassified: string[] = [];
  for (const route of routes) {
    // Fastify's HEAD twin of a GET route answers as the GET does.
    if (route.method === "HEAD" && routes.some((other) => other.method === "GET" && other.url === route.url)) continue;
    const key = routeKey(route);
    if (hasParameters(route.url) && !(key in ROUTES)) unclassified.push(key);
    const fields = [...idFieldsOf(route.body), ...idFieldsOf(route.querystring).map((field) => `?${field}`)];
    for (const field of fields) if (!BODY_IDS[key]?.[field]) unclassified.push(`${key} ${field}`);
  }
  const keys = new Set(routes.map(routeKey));
  const stale = [...Object.keys(ROUTES), ...Object.keys(BODY_IDS)].filter((key) => !keys.has(key));
  return { unclassified, stale };
}

const splitKey = (key: string) => key.split(" ") as [string, string];
/** The url with its parameters (and a wildcard) filled from `values`; a missing id for those not given. */
const fill = (url: string, values: Record<string, string> = {}) =>
  url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? randomUUID()).replace(/\*$/, values["*"] ?? "anything");
const isKind = (param: Kind | Fixed): param is Kind => typeof param === "string";
/** Each parameter's value: a kind's id as `idOf` picks it, a fixed value as it is. */
function paramValues(params: Params, idOf: (name: string, kind: Kind) => string | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, param]) => {
      const value = isKind(param) ? idOf(name, param) : param.value;
      if (!value) throw new Error(`No ${isKind(param) ? param : name} to send as :${name}`);
      return [name, value];
    }),
  );
}

/** A request from the app's own origin over node:http, which sends any method (fetch refuses TRACE). */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Record<string, any> }>((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, baseUrl), { method, headers: { origin: baseUrl, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : {} });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe.each(databaseKinds)("access to every route that names something by id on %s", (kind) => {
  let llm: FakeOpenAi;
  let server: TestServer;
  let world: AccessWorld;
  let routes: RouteWithSchemas[];
  const tokens = new Map<Actor, string>();
  const rulesOf = <Access extends PathAccess["access"]>(...access: Access[]) =>
    Object.entries(ROUTES).filter((entry): entry is [string, Extract<PathAccess, { access: Access }>] =>
      access.includes(entry[1].access as Access),
    );
  const signedOut = () => new TestClient(server.url);
  const bearer = (actor: Actor) => ({ authorization: `Bearer ${tokens.get(actor)}` });

  beforeAll(async () => {
    // A model that takes pictures, so the routes that check an attached picture's owner reach that check.
    llm = await startFakeOpenAi();
    const models = [{ id: "eye", provider: "openai-compatible", model: "eye-model", base_url: llm.url, vision: true }];
    server = await startTestServer(kind, { LLM_MODELS: JSON.stringify(models) });
    // This server's routes: each server registers them all once.
    routes = [...new Map(registered.map((route) => [routeKey(route), route])).values()];
    world = await buildAccessWorld(server);
    for (const actor of Object.keys(world) as Actor[]) tokens.set(actor, await world[actor].client.identityToken());
  });
  afterAll(async () => {
    await server?.destroy();
    await llm?.close();
  });

  it("classifies every route with a path parameter and every id its body or query names", () => {
    const { unclassified, stale } = classify(routes);
    expect(unclassified, "Classify these in ROUTES or BODY_IDS").toEqual([]);
    expect(stale, "These are not the app's routes").toEqual([]);
  });

  it("answers an outsider 404 for a holder's id on every scoped route, as for a missing id, by cookie or bearer token", async () => {
    const scoped = rulesOf("own", "member", "staffOwn");
    expect(scoped.length).toBeGreaterThan(60);
    for (const [key, { access, params, sent }] of scoped) {
      const [method, url] = splitKey(key);
      const [holderName, outsiderName] = HOLDER_AND_OUTSIDER[access];
      const holder = world[holderName];
      const outsider = world[outsiderName];
      for (const [name] of Object.entries(params).filter(([, param]) => isKind(param))) {
        // The holder's id for this parameter, beside the outsider's own for the others.
        const values = paramValues(params, (other, kind) => (other === name ? holder.ids[kind] : (outsider.ids[kind] ?? holder.ids[kind])));
        const path = fill(url, values) + (sent.query ?? "");
        const missingPath = fill(url, { ...values, [name]: randomUUID() }) + (sent.query ?? "");
        const what = `${key} with another's :${name}`;
        const byCookie = await outsider.client.request(method, path, { json: sent.json });
        const missing = await outsider.client.request(method, missingPath, { json: sent.json });
        expect(byCookie.status, what).toBe(404);
        expect(byCookie.body, what).toEqual(missing.body);
        const byToken = await signedOut().request(method, path, { json: sent.json, headers: bearer(outsiderName) });
        expect(byToken.status, `${what} by bearer token`).toBe(404);
      }
    }
  });

  it("answers a signed-out caller 401 on every route for signed-in users, whatever it sends", async () => {
    for (const [key, rule] of rulesOf("own", "member", "signedIn")) {
      const [method, url] = splitKey(key);
      const values = "params" in rule ? paramValues(rule.params, (_, kind) => world.owner.ids[kind]) : {};
      const json = "sent" in rule ? rule.sent.json : undefined;
      const anonymous = await signedOut().request(method, fill(url, values), { json });
      expect(anonymous.status, key).toBe(401);
      expect(anonymous.body.error.code, key).toBe("unauthenticated");
      const malformed = await signedOut().request(method, `${url.replace(/:\w+/g, "not-an-id")}?force=maybe`, {
        json: method === "GET" ? undefined : { nonsense: true },
      });
      expect(malformed.status, `${key} malformed`).toBe(401);
    }
  });

  it("keeps every staff route to staff: 403 for a user, 401 signed out", async () => {
    const cookie = world.stranger.client.cookieHeader();
    for (const [key] of rulesOf("staff", "staffOwn")) {
      const [method, url] = splitKey(key);
      const path = fill(url);
      const refused = await rawRequest(server.url, method, path, cookie);
      expect([refused.status, refused.body.error?.code], `${key} for a user`).toEqual([403, "forbidden"]);
      expect((await rawRequest(server.url, method, path)).status, `${key} signed out`).toBe(401);
    }
  });

  it("answers another's id sent in a body or query as it answers a missing one", async () => {
    const probes = Object.entries(BODY_IDS).flatMap(([key, fields]) =>
      Object.entries(fields).flatMap(([field, rule]) => ("foreign" in rule ? [{ key, field, ...rule.foreign }] : [])),
    );
    expect(probes.length).toBeGreaterThan(20);
    for (const { key, field, kind, as = "stranger", of = "owner", path, json, query, answer = 404 } of probes) {
      const [method, url] = splitKey(key);
      const sender = world[as];
      const target = path?.(sender.ids) ?? url;
      expect(hasParameters(target), `${key}: the path to send ${field} on`).toBe(false);
      const send = (id: string) => sender.client.request(method, target + (query?.(id) ?? ""), { json: json?.(id, sender.ids) });
      const theirs = await send(world[of].ids[kind]!);
      const missing = await send(randomUUID());
      expect(missing.status, `${key} with a missing ${field}: ${JSON.stringify(missing.body)}`).toBe(answer);
      expect([theirs.status, theirs.body], `${key} with another's ${field}`).toEqual([missing.status, missing.body]);
    }
  });

  it("shows anyone only what was published: an unpublished thing's id answers as a missing one", async () => {
    for (const [key, { why, params, sent }] of rulesOf("public")) {
      const [method, url] = splitKey(key);
      for (const [name] of Object.entries(params).filter(([, param]) => isKind(param))) {
        const values = paramValues(params, (_, kind) => world.owner.ids[kind]);
        const unpublished = await signedOut().request(method, fill(url, values) + (sent.query ?? ""));
        const missing = await signedOut().request(method, fill(url, { ...values, [name]: randomUUID() }) + (sent.query ?? ""));
        expect(unpublished.status, `${key}, ${why}`).toBe(404);
        expect(unpublished.body, `${key}, ${why}`).toEqual(missing.body);
      }
    }
  });

  it("takes an API key, never a session, on the client API", async () => {
    for (const [key, { testedBy }] of rulesOf("apiKey")) {
      const [method, url] = splitKey(key);
      for (const headers of [world.owner.client.cookieHeader(), bearer("owner")]) {
        const refused = await rawRequest(server.url, method, fill(url), headers);
        expect(refused.body.error?.code, `${key} (keys: ${testedBy})`).toBe("invalid_api_key");
      }
    }
  });

  it("leaves everyone's things as they were", async () => {
    const { owner, staff } = world;
    const read = async (client: TestClient, path: string) => (await client.get(path)).body.data;
    expect(await read(owner.client, `/api/v1/content/${owner.ids.video}`)).toMatchObject({
      title: "Mine",
      version: 1,
      share: { shared: false },
    });
    expect(await read(owner.client, `/api/v1/assets/${owner.ids.asset}`)).toMatchObject({ name: "Mine.png" });
    expect(await read(owner.client, `/api/v1/pages/${owner.ids.page}`)).toMatchObject({ title: "Mine", content_ids: [owner.ids.video] });
    expect(await read(owner.client, `/api/v1/renders/${owner.ids.render}`)).toMatchObject({ status: "cancelled" });
    expect(await read(owner.client, `/api/v1/image-gen/images/${owner.ids.image}`)).toMatchObject({
      public: false,
      board_id: owner.ids.board,
    });
    expect(await read(owner.client, "/api/v1/image-gen/boards")).toEqual([expect.objectContaining({ name: "Mine", images: 1 })]);
    expect(await read(owner.client, "/api/v1/image-gen/vibes")).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Mine" })]),
    );
    const queue = await read(owner.client, `/api/v1/clients/${owner.ids.client}/pipeline-items`);
    expect(queue).toEqual([expect.objectContaining({ id: owner.ids.pipelineItem, status: "awaiting_approval" })]);
    expect(await read(staff.client, `${STAFF}/chats/${staff.ids.chat}`)).toMatchObject({ title: "Mine", folder_id: null });
    expect(await read(staff.client, `${STAFF}/chat-folders`)).toEqual([expect.objectContaining({ name: "Mine" })]);
    const comments = await read(staff.client, `${STAFF}/library/layout/title/versions/1/comments`);
    expect(JSON.stringify(comments)).toContain(staff.ids.comment);
  });
});
