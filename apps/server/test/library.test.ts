import { validateLayout, validateTemplate } from "@framewise/scene";
import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { template } from "../src/platform/db/schema.ts";
import { seedStarterLibrary } from "../src/workspace/library/starter-seed.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("the template and layout library on %s", (kind) => {
  let server: TestServer;
  let user: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = new TestClient(server.url);
    await user.signUp(`library-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("is seeded with the starter templates and layouts on first start, in picker order, each valid", async () => {
    const templates = await user.get("/api/v1/templates");
    expect(templates.status).toBe(200);
    expect(templates.body.data.map((t: any) => t.id)).toEqual(STARTER_TEMPLATES.map((t) => t.id));
    for (const item of templates.body.data) expect(validateTemplate(item).ok, item.id).toBe(true);
    const layouts = await user.get("/api/v1/layouts");
    expect(layouts.body.data.map((l: any) => l.id)).toEqual(STARTER_LAYOUTS.map((l) => l.id));
    for (const item of layouts.body.data) expect(validateLayout(item).ok, item.id).toBe(true);
  });

  it("answers one item by id, 404 for an unknown one, 401 when signed out", async () => {
    const bold = await user.get("/api/v1/templates/bold");
    expect(bold.body.data).toEqual(JSON.parse(JSON.stringify(STARTER_TEMPLATES.find((t) => t.id === "bold"))));
    expect((await user.get("/api/v1/layouts/quote")).body.data.slots.map((s: any) => s.name)).toEqual(["quote", "author", "role"]);
    const missing = await user.get("/api/v1/layouts/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    const anonymous = new TestClient(server.url);
    expect((await anonymous.get("/api/v1/templates")).status).toBe(401);
    expect((await anonymous.get("/api/v1/layouts/quote")).status).toBe(401);
  });

  it("seeds only once: a later start neither duplicates nor restores what staff deleted", async () => {
    await server.database.db.delete(template).where(eq(template.id, "retail"));
    expect(await seedStarterLibrary(server.database.db)).toBe(false);
    const ids = (await user.get("/api/v1/templates")).body.data.map((t: any) => t.id);
    expect(ids).toEqual(STARTER_TEMPLATES.map((t) => t.id).filter((id) => id !== "retail"));
  });
});
