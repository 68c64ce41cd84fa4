import { templateFamilies, type LibraryFontRef, type Template } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { findLibraryFonts, findLibraryFontsOf, type LibraryFontRow } from "./library-font-queries.ts";

/** Why a `fontFiles` entry is not the store's font as the store holds it, or undefined when it is. */
export function fontRefProblem(font: LibraryFontRef, row: LibraryFontRow | undefined): string | undefined {
  if (!row) return "The library's font store has no such font: add the font to the library first.";
  if (row.family !== font.family || row.weight !== font.weight) return `This font is ${row.family} at weight ${row.weight}.`;
  return undefined;
}

/**
 * A template's font problems, at paths within it (`/fontFiles/0`): each `fontFiles` entry must be
 * the store's font as the store holds it (hosts register the file under that family), and every
 * store font of a family the template uses must be named — else a render would draw it only in a
 * process where some other render had registered it.
 */
export async function templateFontProblems(
  db: Db,
  template: Pick<Template, "fonts" | "textStyles" | "fontFiles">,
): Promise<{ path: string; message: string }[]> {
  const fontFiles = template.fontFiles ?? [];
  const named = new Map(
    (
      await findLibraryFonts(
        db,
        fontFiles.map((font) => font.id),
      )
    ).map((row) => [row.id, row]),
  );
  const problems = fontFiles.flatMap((font, index) => {
    const message = fontRefProblem(font, named.get(font.id));
    return message ? [{ path: `/fontFiles/${index}`, message }] : [];
  });
  const unnamed = (await findLibraryFontsOf(db, [...templateFamilies(template)])).filter((row) => !named.has(row.id));
  for (const row of unnamed)
    problems.push({
      path: "/fontFiles",
      message: `Name the library's ${row.family} at weight ${row.weight}: { "id": "${row.id}", "family": "${row.family}", "weight": ${row.weight} }.`,
    });
  return problems;
}
