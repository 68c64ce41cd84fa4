import { CONTENT_VERSION } from "./content.ts";

type StoredDocument = Record<string, unknown> & { version?: unknown };

/** One step up: a document at version `from` becomes one at `from + 1`. Pure, never throws on valid input. */
export interface Migration {
  from: number;
  describe: string;
  up(document: StoredDocument): StoredDocument;
}

/**
 * Every change to the stored shape of a content document, oldest first. Version 1 is the first
 * stored shape, so the list is empty; a change bumps CONTENT_VERSION and adds its step here
 * (`migrations.test.ts` refuses a bump without one, and a step without a test).
 */
export const contentMigrations: readonly Migration[] = [];

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MigrationError";
  }
}

/** Brings a stored document up to `target`, step by step; reports which steps ran. */
export function migrate(
  document: StoredDocument,
  migrations: readonly Migration[] = contentMigrations,
  target: number = CONTENT_VERSION,
): { document: StoredDocument; applied: number[] } {
  const version = document.version ?? 1;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    throw new MigrationError(`The document's version ${JSON.stringify(version)} is not a version number.`);
  if (version > target) throw new MigrationError(`The document is version ${version}, newer than this program (${target}).`);
  let current: StoredDocument = { ...document, version };
  const applied: number[] = [];
  for (let from = version; from < target; from++) {
    const step = migrations.find((migration) => migration.from === from);
    if (!step) throw new MigrationError(`No migration from version ${from}.`);
    current = { ...step.up(current), version: from + 1 };
    applied.push(from);
  }
  return { document: current, applied };
}
