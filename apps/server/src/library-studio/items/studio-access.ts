import type { LibraryKind } from "@framewise/contracts";
import { validateLayout, validateTemplate, type Template } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { templateFontProblems } from "../../workspace/library-fonts/check-template-fonts.ts";
import { findLibraryItem, findVersion, type LibraryItemRow, type LibraryVersionRow } from "./library-item-queries.ts";

const label = (kind: LibraryKind) => (kind === "template" ? "That template" : "That layout");

/** The item, or 404: the one access check every studio route makes (the staff hook ran before). */
export async function studioItem(db: Db, kind: LibraryKind, itemId: string, lock = false): Promise<LibraryItemRow> {
  const item = await findLibraryItem(db, kind, itemId, lock);
  if (!item) throw notFound(label(kind));
  return item;
}

/** One version of the item (its latest without a number), or 404. */
export async function studioVersion(db: Db, item: LibraryItemRow, version?: number): Promise<LibraryVersionRow> {
  const row = await findVersion(db, item.id, version);
  if (!row) throw notFound(version === undefined ? "Its latest version" : `Version ${version}`);
  return row;
}

/** The definition checked against the scene package's schema for its kind: the parsed value, or 422 with every problem. */
export function validDefinition(kind: LibraryKind, definition: unknown): { id: string; name: string } & Record<string, unknown> {
  const result = kind === "template" ? validateTemplate(definition) : validateLayout(definition);
  if (!result.ok) throw invalidDefinition(result.errors);
  return result.value;
}

/** A template's fonts checked against the library's font store: 422 at `definition.fontFiles…`. */
export async function checkLibraryFonts(db: Db, kind: LibraryKind, definition: Record<string, unknown>): Promise<void> {
  if (kind !== "template") return;
  const problems = await templateFontProblems(db, definition as unknown as Template);
  if (problems.length) throw invalidDefinition(problems);
}

/** 422 with each problem of a definition at its JSON path (`fields`: `definition/slots/0/name`). */
export function invalidDefinition(errors: { path: string; message: string }[]): DomainError {
  const fields = Object.fromEntries(errors.slice(0, 20).map((error) => [`definition${error.path.replaceAll("/", ".")}`, error.message]));
  return new DomainError("unprocessable", "invalid_definition", "The definition is not valid.", fields);
}
