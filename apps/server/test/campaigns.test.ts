import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const STAFF = "/api/v1/staff";
// One render a month, so the second campaign video meets the client's quota.
const ONE_RENDER = JSON.stringify([
  {
    id: "free",
    name: "Free",
    limits: { renders: 1, render_seconds: 600, image_generations: 10, storage_bytes: 1e9, max_resolution: 1080 },
  },
]);

/** A one-scene call to action whose headline and button are variables, with a price the form may leave alone. */
const campaignDocument = {
  version: 1,
  title: "Spring sale",
  aspectRatio: "9:16",
  templateId: "bold",
  variables: {
    headline: { type: "text", label: "Headline", default: "Spring sale" },
    button: { type: "text", label: "Button", default: "Shop now" },
    price: { type: "number", label: "Price", default: "19" },
    size: { type: "text", label: "Size", default: "Small", options: ["Small", "Large"] },
  },
  scenes: [
    { id: "s1", layoutId: "call-to-action", slots: { headline: { variable: "headline" }, button: { variable: "button" } }, duration: 1 },
  ],
};

describe.each(databaseKinds)("campaigns on %s", (kind) => {
  let server: TestServer;
  let made: MadeClient;
  let templateId: string;
  let member: TestClient;
  let stranger: TestClient;
  const campaigns = () => `${STAFF}/clients/${made.clientId}/campaigns`;

  beforeAll(async () => {
    server = await startTestServer(kind, { PLANS: ONE_RENDER });
    made = await makeClient(server);
    const template = await made.staff.post(`${STAFF}/clients/${made.clientId}/templates`, {
      from: "document",
      name: "Sale",
      document: campaignDocument,
    });
    expect(template.status).toBe(201);
    templateId = template.body.data.id;
    member = new TestClient(server.url);
    await member.signUp(`member-${kind}@example.com`);
    expect((await made.staff.post(`${STAFF}/clients/${made.clientId}/members`, { email: `member-${kind}@example.com` })).status).toBe(201);
    stranger = new TestClient(server.url);
    await stranger.signUp(`stranger-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("lets staff set a campaign up only with the template's own variables, and switch it off", async () => {
    const refused = await made.staff.post(campaigns(), { name: "Sale", client_template_id: templateId, variables: ["headline", "colour"] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: "unknown_variables",
      fields: { "variables.1": 'The template has no variable "colour".' },
    });
    const foreign = await made.staff.post(campaigns(), {
      name: "Sale",
      client_template_id: made.templateId.replace(/.$/, "0"),
      variables: ["headline"],
    });
    expect(foreign.status).toBe(422);
    expect((await made.staff.post(campaigns(), { name: "", client_template_id: templateId, variables: [] })).status).toBe(400);

    const created = await made.staff.post(campaigns(), {
      name: "Spring",
      client_template_id: templateId,
      variables: ["headline", "price"],
    });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect((await made.staff.get(campaigns())).body.data.map((c: { id: string }) => c.id)).toContain(id);
    const off = await made.staff.request("PATCH", `${campaigns()}/${id}`, { json: { active: false } });
    expect(off.body.data).toMatchObject({ active: false, variables: ["headline", "price"] });
    expect((await member.get("/api/v1/campaigns")).body.data).toEqual([]);
    expect((await member.get(`/api/v1/campaigns/${id}`)).status).toBe(404);
    expect((await made.staff.request("DELETE", `${campaigns()}/${id}`)).status).toBe(204);
    expect((await made.staff.request("DELETE", `${campaigns()}/${id}`)).status).toBe(404);
  });

  it("shows members their clients' campaigns as a form, and nobody else", async () => {
    const { id } = (
      await made.staff.post(campaigns(), { name: "Form", client_template_id: templateId, variables: ["button", "headline", "size"] })
    ).body.data;
    const listed = (await member.get("/api/v1/campaigns")).body.data;
    expect(listed).toEqual([{ id, name: "Form", client: { id: made.clientId, name: expect.any(String) } }]);
    const form = (await member.get(`/api/v1/campaigns/${id}`)).body.data;
    expect(form.fields).toEqual([
      { name: "button", type: "text", label: "Button", default: "Shop now", max_length: 500, options: null },
      { name: "headline", type: "text", label: "Headline", default: "Spring sale", max_length: 500, options: null },
      { name: "size", type: "text", label: "Size", default: "Small", max_length: 500, options: ["Small", "Large"] },
    ]);
    expect(form.document).toMatchObject({ templateId: "bold", scenes: [{ layoutId: "call-to-action" }] });
    expect((await stranger.get("/api/v1/campaigns")).body.data).toEqual([]);
    for (const path of [`/api/v1/campaigns/${id}`, `/api/v1/campaigns/${crypto.randomUUID()}`])
      expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.post(`/api/v1/campaigns/${id}/renders`, { values: {} })).status).toBe(404);
    expect((await new TestClient(server.url).get("/api/v1/campaigns")).status).toBe(401);
    await made.staff.request("DELETE", `${campaigns()}/${id}`);
  });

  it("makes the client's video from the form within the client's quota, refusing values that do not fit", async () => {
    const { id } = (
      await made.staff.post(campaigns(), { name: "Video", client_template_id: templateId, variables: ["headline", "price", "size"] })
    ).body.data;
    const bad = await member.post(`/api/v1/campaigns/${id}/renders`, {
      values: { price: "cheap", button: "Go", headline: "x".repeat(501), size: "Huge" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      "values.price": "Enter a number.",
      "values.button": "This campaign does not ask for it.",
      "values.headline": "At most 500 characters.",
      "values.size": "Choose one of: Small, Large.",
    });

    const queued = await member.post(`/api/v1/campaigns/${id}/renders`, {
      values: { headline: "Forty percent off", price: "12", size: "Large" },
    });
    expect(queued.status).toBe(202);
    const renderPath = `/api/v1/campaigns/${id}/renders/${queued.body.data.id}`;
    expect((await stranger.get(renderPath)).status).toBe(404);
    const done = await waitFor(
      "the campaign video",
      async () => (await member.get(renderPath)).body.data,
      (render) => ["done", "failed"].includes(render.status),
      60_000,
    );
    expect(done).toMatchObject({ status: "done", duration_seconds: 1, video_url: expect.stringContaining("/video") });
    const video = await fetch(done.video_url);
    expect(video.headers.get("content-type")).toBe("video/mp4");

    // Counted to the client, not the member: the client's month had one render.
    const quota = (await made.staff.get(`${STAFF}/plans/client/${made.clientId}`)).body.data;
    expect(quota.usage.find((u: { metric: string }) => u.metric === "renders")).toMatchObject({ used: 1 });
    const again = await member.post(`/api/v1/campaigns/${id}/renders`, { values: {} });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe("quota_exceeded");
    expect((await member.get("/api/v1/subscription")).body.data.usage.find((u: { metric: string }) => u.metric === "renders").used).toBe(0);
  });
});
