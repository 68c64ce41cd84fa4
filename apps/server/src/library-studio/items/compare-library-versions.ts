import type { LibraryVersionComparison } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { jsonChanges } from "../../kernel/json-changes.ts";
import type { LibraryItemRow } from "./library-item-queries.ts";
import type { StoredDefinition } from "./library-studio-view.ts";
import { studioVersion } from "./studio-access.ts";

const versionNumber = z.coerce.number().int().min(1).max(1_000_000);
export const compareQuery = z.strictObject({ from: versionNumber, to: versionNumber });

/** Two versions of an item side by side: both definitions (for the page's visual diff and frames) and the changes between them. */
export async function compareLibraryVersions(
  db: Db,
  item: LibraryItemRow,
  query: z.infer<typeof compareQuery>,
): Promise<LibraryVersionComparison<StoredDefinition>> {
  const [from, to] = await Promise.all([studioVersion(db, item, query.from), studioVersion(db, item, query.to)]);
  return {
    from: { version: from.version, definition: from.definition as StoredDefinition },
    to: { version: to.version, definition: to.definition as StoredDefinition },
    changes: jsonChanges(from.definition, to.definition),
  };
}
