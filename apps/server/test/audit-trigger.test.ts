import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asActor } from "../src/platform/audit/audit-context.ts";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { auditLog, landingPage, user } from "../src/platform/db/schema.ts";
import { databaseKinds } from "./helpers/test-server.ts";

describe.each(databaseKinds)("the audit trigger on %s", (kind) => {
  let database: Database;
  let scratch: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    scratch = kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    database = await openDatabase({ databaseUrl: scratch?.url });
    await database.migrate();
    await database.db.insert(user).values({ id: "u1", name: "Ann", email: "ann@example.com" });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const trail = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);

  it("records the actor of the transaction, only the changed columns, and nothing for a change of ignored columns", async () => {
    const actor = { kind: "user" as const, id: "u1", label: "ann@example.com", source: "editor" as const };
    await asActor(database.db, actor, (tx) => tx.insert(landingPage).values({ id: "p1", userId: "u1", title: "Spring" }));
    await asActor(database.db, actor, (tx) => tx.update(landingPage).set({ title: "Summer" }).where(eq(landingPage.id, "p1")));
    await database.db.update(landingPage).set({ updatedAt: new Date() }).where(eq(landingPage.id, "p1"));
    await database.db.delete(landingPage).where(eq(landingPage.id, "p1"));

    const rows = await trail("p1");
    expect(rows.map((row) => [row.action, row.actorKind, row.actorId, row.source])).toEqual([
      ["insert", "user", "u1", "editor"],
      ["update", "user", "u1", "editor"],
      ["delete", "system", null, "system"],
    ]);
    expect(rows[0]!.after).toMatchObject({ id: "p1", title: "Spring" });
    expect(rows[0]!.after).not.toHaveProperty("updated_at");
    expect(rows[1]!.before).toEqual({ title: "Spring" });
    expect(rows[1]!.after).toEqual({ title: "Summer" });
    expect(rows[2]!.before).toMatchObject({ id: "p1", title: "Summer", user_id: "u1" });
  });

  it("rolls the record back with the change", async () => {
    const actor = { kind: "staff" as const, id: "u1", label: null, source: "browser" as const, reason: "typo" };
    await expect(
      asActor(database.db, actor, async (tx) => {
        await tx.insert(landingPage).values({ id: "p2", userId: "u1", title: "Gone" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await trail("p2")).toEqual([]);
  });
});
