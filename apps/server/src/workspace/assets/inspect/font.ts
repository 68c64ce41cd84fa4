import type { Font } from "fontkit";
import { MediaError } from "./media-error.ts";

export interface FontFacts {
  family: string;
  /** The style within the family ("Regular", "Bold Italic"), when the font names one. */
  style?: string;
}

/**
 * A font's family and style names (TTF, OTF, WOFF2), read with fontkit. fontkit reads tables
 * lazily, so a glyph outline is read too: a font cut short fails here, not later in a render.
 */
export async function inspectFont(file: string): Promise<FontFacts> {
  // fontkit loads with the first font read, not with every start.
  const { open } = await import("fontkit");
  try {
    const opened = await open(file);
    // A collection (.ttc) is not a type we accept, but its first face still names it.
    const font: Font | undefined = "fonts" in opened ? opened.fonts[0] : opened;
    const family = font?.familyName?.trim();
    // "A", or the missing-glyph box: an outline read end to end.
    if (!font || !family || !font.glyphForCodePoint(0x41).path) throw new Error("no family name or no outlines");
    const style = font.subfamilyName?.trim();
    return style ? { family, style } : { family };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error; // our missing file, not a bad font
    throw new MediaError("damaged", "This font could not be read; it may be damaged.");
  }
}
