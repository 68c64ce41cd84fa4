import { FONT_FILES } from "@framewise/renderer";
import { validateContent, type Content, type ValidationError } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findContentVersion, saveContentVersion } from "./content-queries.ts";
import type { ContentRow } from "./content-view.ts";

/** A document the schema refuses: 400 with each problem at its JSON path. */
function invalidDocument(errors: ValidationError[]): DomainError {
  const fields = Object.fromEntries(errors.slice(0, 50).map((error) => [`document${error.path}`, error.message]));
  return new DomainError("invalid", "invalid_document", "The video could not be saved: some of it is not valid.", fields);
}

const RENDERER_FONTS: string[] = [...new Set(FONT_FILES.map((font) => font.family))];

/**
 * Brand fonts must be ones the renderer ships to both the browser and the server: any other name
 * falls back to different fonts in the preview and the MP4, and lines would break differently.
 */
function unknownBrandFonts(document: Content): ValidationError[] {
  return (["heading", "body"] as const)
    .filter((which) => document.brandKit?.fonts?.[which] && !RENDERER_FONTS.includes(document.brandKit.fonts[which]))
    .map((which) => ({ path: `/brandKit/fonts/${which}`, message: `must be one of ${RENDERER_FONTS.join(", ")}` }));
}

/**
 * Saves a new document over version `baseVersion`, in one conditional UPDATE: when another tab or
 * device saved in between, nothing is written and 409 says which version is current, so the
 * editor can tell the person instead of silently overwriting their other changes.
 */
export async function saveContent(db: Db, row: ContentRow, baseVersion: number, input: unknown): Promise<ContentRow> {
  const checked = validateContent(input);
  if (!checked.ok) throw invalidDocument(checked.errors);
  const fonts = unknownBrandFonts(checked.value);
  if (fonts.length) throw invalidDocument(fonts);
  const saved = await saveContentVersion(db, row.id, baseVersion, checked.value);
  if (saved) return saved;
  const current = await findContentVersion(db, row.id);
  throw new DomainError(
    "conflict",
    "version_conflict",
    `This video was changed elsewhere (it is now at version ${current ?? "?"}). Reload to see those changes.`,
    {
      version: String(current ?? ""),
    },
  );
}
