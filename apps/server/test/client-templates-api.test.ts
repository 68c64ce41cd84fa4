import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { makeClient, signInStaff, type MadeClient } from "./helpers/clients.ts";
import type { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("client templates on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let made: MadeClient;
  let templates: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signInStaff(server);
    made = await makeClient(server, { staff, templateIds: ["bold", "clean"] });
    templates = `${STAFF_API_PREFIX}/clients/${made.clientId}/templates`;
  });
  afterAll(() => server?.destroy());

  it("makes a template from a library template's blank video, if the client may use it", async () => {
    const created = await staff.post(templates, { from: "library", template_id: "clean", aspect_ratio: "16:9", name: "Wide" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: "Wide", template_id: "clean", aspect_ratio: "16:9" });
    expect(created.body.data.document.scenes.length).toBeGreaterThan(0);
    const refused = await staff.post(templates, { from: "library", template_id: "neon" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("template_not_allowed");
  });

  it("copies the staff member's own project, and no one else's", async () => {
    const project = await staff.post("/api/v1/content", { from: "template", templateId: "bold", title: "Launch" });
    expect(project.status).toBe(201);
    const copied = await staff.post(templates, { from: "project", content_id: project.body.data.id });
    expect(copied.status).toBe(201);
    expect(copied.body.data.name).toBe("Launch");
    const someoneElse = await signInStaff(server);
    expect(
      (
        await someoneElse.post(`${STAFF_API_PREFIX}/clients/${made.clientId}/templates`, {
          from: "project",
          content_id: project.body.data.id,
        })
      ).status,
    ).toBe(404);
    expect((await staff.post(templates, { from: "project", content_id: randomUUID() })).status).toBe(404);
  });

  it("validates a pasted document, naming each problem's path", async () => {
    const bad = await staff.post(templates, { from: "document", document: { version: 1, title: "", scenes: [] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(["document.title", "document.scenes"]));
    const good = (await staff.get(templates)).body.data[0].document;
    const pasted = await staff.post(templates, { from: "document", document: { ...good, title: "Pasted" }, name: "Pasted" });
    expect(pasted.status).toBe(201);
    const foreign = await staff.post(templates, { from: "document", document: { ...good, templateId: "neon" } });
    expect(foreign.status).toBe(422);
  });

  it("renames and deletes, but not while a pipeline uses the template", async () => {
    const path = `${templates}/${made.templateId}`;
    const renamed = await staff.request("PATCH", path, { json: { name: "Product spot" } });
    expect(renamed.body.data.name).toBe("Product spot");
    expect((await staff.request("PATCH", path, { json: { name: "" } })).status).toBe(400);
    const pipelineId = randomUUID();
    await server.database.db
      .execute(sql`insert into pipeline (id, client_id, name, source_kind, source, client_template_id, mapping, delivery)
      values (${pipelineId}, ${made.clientId}, 'Feed', 'rss', '{}'::jsonb, ${made.templateId}, '{}'::jsonb, '{}'::jsonb)`);
    const inUse = await staff.request("DELETE", path);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.code).toBe("template_in_use");
    await server.database.db.execute(sql`delete from pipeline where id = ${pipelineId}`);
    expect((await staff.request("DELETE", path)).status).toBe(204);
    expect((await staff.request("DELETE", path)).status).toBe(404);
  });

  it("never reaches another client's template through this client's address", async () => {
    const other = await makeClient(server, { staff });
    const response = await staff.request("PATCH", `${templates}/${other.templateId}`, { json: { name: "Mine now" } });
    expect(response.status).toBe(404);
  });
});
