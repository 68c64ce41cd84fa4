import { describe, expect, it } from "vitest";
import { CONTENT_VERSION } from "./content.ts";
import { contentMigrations, migrate, MigrationError, type Migration } from "./migrations.ts";

/**
 * One up-test per migration in the registry: a document at `from` and what it must become.
 * A migration without an entry here fails the test below.
 */
const upTests: Record<number, { before: Record<string, unknown>; after: Record<string, unknown> }> = {};

describe("the content migrations", () => {
  it("cover every version step up to the current one, in order", () => {
    expect(contentMigrations.map((m) => m.from)).toEqual(Array.from({ length: CONTENT_VERSION - 1 }, (_, i) => i + 1));
  });

  it("each have an up test, and each up test passes", () => {
    for (const migration of contentMigrations) {
      const test = upTests[migration.from];
      expect(test, `migration from version ${migration.from} has no up test`).toBeDefined();
      expect(migrate(test!.before, contentMigrations, migration.from + 1).document).toEqual({
        ...test!.after,
        version: migration.from + 1,
      });
    }
    expect(Object.keys(upTests).map(Number)).toEqual(contentMigrations.map((m) => m.from));
  });

  it("leave a current document as it is", () => {
    expect(migrate({ version: CONTENT_VERSION, title: "x" })).toEqual({ document: { version: CONTENT_VERSION, title: "x" }, applied: [] });
  });
});

describe("the migration runner", () => {
  // A registry of its own, so the runner is tested even while the real one is short.
  const renameTitle: Migration = { from: 1, describe: "name → title", up: ({ name, ...rest }) => ({ ...rest, title: name }) };
  const secondsToMs: Migration = {
    from: 2,
    describe: "seconds → ms",
    up: (doc) => ({ ...doc, durationMs: Number(doc.duration) * 1000, duration: undefined }),
  };
  const registry = [renameTitle, secondsToMs];

  it("runs every step from the document's version up, in order, and says which ran", () => {
    const { document, applied } = migrate({ version: 1, name: "Old", duration: 2 }, registry, 3);
    expect(applied).toEqual([1, 2]);
    expect(document).toEqual({ version: 3, title: "Old", durationMs: 2000, duration: undefined });
  });

  it("treats a document without a version as version 1", () => {
    expect(migrate({ name: "Old" }, registry, 2).document).toEqual({ version: 2, title: "Old" });
  });

  it("refuses a missing step, a newer document and a bad version", () => {
    expect(() => migrate({ version: 1 }, [secondsToMs], 3)).toThrow(new MigrationError("No migration from version 1."));
    expect(() => migrate({ version: 4 }, registry, 3)).toThrow(/newer than this program/);
    expect(() => migrate({ version: "2" }, registry, 3)).toThrow(/not a version number/);
  });
});
