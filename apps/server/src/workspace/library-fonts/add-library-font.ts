import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { RENDERER_FONT_FILES } from "@framewise/renderer";
import type { Font } from "fontkit";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import { originalKey } from "../assets/asset-files.ts";
import type { Db } from "../../platform/db/database.ts";
import { ownedAsset } from "../../platform/access/access.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { countLibraryFonts, findLibraryFontsLike, insertLibraryFont, type LibraryFontRow } from "./library-font-queries.ts";
import { libraryFontKey } from "./library-font-files.ts";

/** Fonts the store holds at most: every preview declares them all. */
export const MAX_LIBRARY_FONTS = 200;

/** Renderer families by lower case: browsers match family names whatever their case. */
const RENDERER_FAMILIES = new Set(RENDERER_FONT_FILES.map((font) => font.family.toLowerCase()));

type OpenedFont = Font & {
  "OS/2"?: { usWeightClass?: number; fsSelection?: { italic?: boolean } };
  variationAxes?: Record<string, unknown>;
};

const refuse = (code: string, message: string) =>
  new DomainError("unprocessable", code, message, { asset_id: "Choose another font file." });

/**
 * The family and weight a font file says it has (its name table and OS/2 weight class). Stores
 * and hosts know a face by family and weight alone, so an italic or a variable font (whose
 * weight Skia and browsers would pick apart) is refused, as is a family no CSS font can name.
 */
async function faceOf(bytes: Buffer): Promise<{ family: string; weight: number }> {
  // fontkit loads with the first font added, not with every start.
  const { create } = await import("fontkit");
  const opened = create(bytes);
  const font = ("fonts" in opened ? opened.fonts[0] : opened) as OpenedFont;
  const family = font.familyName.trim();
  if (font["OS/2"]?.fsSelection?.italic || font.italicAngle)
    throw refuse("italic_font", `${family} ${font.subfamilyName} is italic: the library holds upright fonts only.`);
  if (Object.keys(font.variationAxes ?? {}).length)
    throw refuse("variable_font", `${family} is a variable font: add a static file of each weight instead.`);
  if (family.length > 100 || /["\\]/.test(family))
    throw refuse("unusable_family_name", "The font's family name is longer than 100 characters or has quotes or backslashes.");
  const weight = font["OS/2"]?.usWeightClass ?? 400;
  // Weight classes outside 100–900 (1–9 in some old fonts) are read as the nearest hundred.
  return { family, weight: Math.min(900, Math.max(100, Math.round((weight < 10 ? weight * 100 : weight) / 100) * 100)) };
}

/**
 * The store's font with this file, or undefined when it has none; another file for the same
 * family and weight is refused (409).
 */
async function heldFont(db: Db, face: { sha256: string; family: string; weight: number }): Promise<LibraryFontRow | undefined> {
  const [same] = await findLibraryFontsLike(db, face);
  if (same && same.sha256 !== face.sha256)
    throw new DomainError(
      "conflict",
      "font_taken",
      `The library has another file for ${face.family} at weight ${face.weight}: rename the family in the font, or use the library's.`,
    );
  return same;
}

/**
 * Copies one of the staff member's own ready font assets (404 for anyone else's) into the
 * library's font store, where every user's render and preview can load it. The same file again
 * answers the font already there (`added` false). A family the renderer ships, or a family and
 * weight the store holds as another file (in any case), is refused (409): a family must draw the
 * same everywhere.
 */
export async function addLibraryFont(
  deps: { db: Db; storage: Storage },
  viewer: Viewer,
  actor: AuditActor,
  assetId: string,
): Promise<{ font: LibraryFontRow; added: boolean }> {
  const { db, storage } = deps;
  const asset = await ownedAsset(db, viewer, assetId);
  if (asset.kind !== "font" || asset.status !== "ready")
    throw new DomainError("unprocessable", "not_a_font", `${asset.name} is not a font ready to use.`, {
      asset_id: "Choose an uploaded font.",
    });
  const folder = await mkdtemp(path.join(tmpdir(), "library-font-"));
  try {
    const file = path.join(folder, "font");
    await storage.download(originalKey(asset.userId, asset.id), file);
    const bytes = await readFile(file);
    const face = { ...(await faceOf(bytes)), sha256: createHash("sha256").update(bytes).digest("hex") };
    if (RENDERER_FAMILIES.has(face.family.toLowerCase()))
      throw new DomainError("conflict", "renderer_family", `${face.family} ships with the renderer: choose it from the renderer's fonts.`);
    const held = await heldFont(db, face);
    if (held) return { font: held, added: false };
    if ((await countLibraryFonts(db)) >= MAX_LIBRARY_FONTS)
      throw new DomainError("conflict", "library_full", `The library holds ${MAX_LIBRARY_FONTS} fonts, its most.`);
    const id = randomUUID();
    await storage.putFile(libraryFontKey(id), file, asset.mimeType);
    const values = { id, ...face, mimeType: asset.mimeType, bytes: bytes.length, sourceAssetId: asset.id, createdBy: viewer.id };
    const font = await asActor(db, actor, (tx) => insertLibraryFont(tx, values));
    if (!font) {
      // Another add of this file or face landed first: answer as if it had come before.
      await storage.deletePrefix(libraryFontKey(id));
      return { font: (await heldFont(db, face))!, added: false };
    }
    return { font, added: true };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
