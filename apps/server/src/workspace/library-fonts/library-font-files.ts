import path from "node:path";
import type { LibraryFontRef } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { RenderMediaError } from "../../platform/render-engine/media-cache.ts";
import type { LibraryFontFile } from "@framewise/renderer/skia";
import type { Storage } from "../../platform/storage/storage.ts";
import { fontRefProblem } from "./check-template-fonts.ts";
import { findLibraryFonts } from "./library-font-queries.ts";

/** Where a library font's file is stored: under its id, never changed. */
export const libraryFontKey = (id: string) => `library-fonts/${id}`;

/**
 * Copies a template's library fonts (`fontFiles`) from the store into `dir` for Skia. Skia's fonts
 * are shared by every render in the process, so a font is registered under the family the store
 * holds it as: a document naming it as another family, or naming a font the store does not hold,
 * fails its render with the font named, as a missing picture does.
 */
export async function fetchLibraryFonts(
  deps: { db: Db; storage: Storage },
  fonts: readonly LibraryFontRef[],
  dir: string,
): Promise<LibraryFontFile[]> {
  const unique = [...new Map(fonts.map((font) => [font.id, font])).values()];
  const held = new Map(
    (
      await findLibraryFonts(
        deps.db,
        unique.map((font) => font.id),
      )
    ).map((row) => [row.id, row]),
  );
  return Promise.all(
    unique.map(async (font) => {
      const row = held.get(font.id);
      const problem = fontRefProblem(font, row);
      if (problem) throw new RenderMediaError(`The font ${font.family} (library font ${font.id}): ${problem}`);
      const file = path.join(dir, `font-${font.id}`);
      await deps.storage.download(libraryFontKey(font.id), file);
      return { id: font.id, family: row!.family, weight: row!.weight, file };
    }),
  );
}
