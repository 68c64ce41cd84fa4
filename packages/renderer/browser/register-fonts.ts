import { FALLBACK_FONT_FILES, weightRange } from "../src/fallback-font-files.ts";
import { FONT_FILES, fontFileName } from "../src/fonts.ts";
import { FALLBACK_FAMILIES } from "../src/text-scripts.ts";

/**
 * Loads the renderer's @fontsource files into a browser's font set through FontFace (the browser
 * host's counterpart of `skia/register-fonts.ts`), so text measures and breaks as on the server.
 * `urlOf` turns a file name into its URL; the server serves them at `/fonts/<file>`.
 *
 * The template fonts load now. The fallback fonts (other scripts, emoji) are only declared, each
 * file with the characters it holds: the browser fetches a file once text needs it (or
 * `loadFontsFor` asks), so a page of Latin text fetches none of their megabytes.
 */
export async function registerBrowserFonts(urlOf: (file: string) => string, fonts: FontFaceSet = document.fonts): Promise<void> {
  const source = (module: string) => `url(${JSON.stringify(urlOf(fontFileName(module)))})`;
  declareFallbackFonts(urlOf, fonts);
  await Promise.all(
    FONT_FILES.map(async (font) => {
      const face = new FontFace(font.family, source(font.module), { weight: String(font.weight), style: font.style });
      fonts.add(await face.load());
    }),
  );
}

const declared = new WeakSet<FontFaceSet>();

/**
 * Declares the fallback fonts (other scripts, emoji) once per font set, each file with the
 * characters it holds, fetching nothing: the app's own text (a form field in Korean) and the
 * canvas then fall back to the same files when they need them.
 */
export function declareFallbackFonts(urlOf: (file: string) => string, fonts: FontFaceSet = document.fonts): void {
  if (declared.has(fonts)) return;
  declared.add(fonts);
  for (const file of FALLBACK_FONT_FILES)
    fonts.add(
      new FontFace(file.family, `url(${JSON.stringify(urlOf(fontFileName(file.module)))})`, {
        weight: weightRange(file),
        style: "normal",
        unicodeRange: file.unicodeRange,
      }),
    );
}

/**
 * Fetches the fallback font files `text` needs, at both weights, before it is drawn: a canvas
 * draws with what is loaded, and text drawn before its font came would break differently.
 */
export async function loadFontsFor(text: string, fonts: FontFaceSet = document.fonts): Promise<void> {
  await Promise.all(FALLBACK_FAMILIES.flatMap((family) => [400, 700].map((weight) => fonts.load(`${weight} 16px "${family}"`, text))));
}

/** The library font ids declared in each font set. */
const declaredLibraryFonts = new WeakMap<FontFaceSet, Set<string>>();

/**
 * Declares the library's fonts (`Template.fontFiles`) in a browser's font set under their family
 * and weight, each once: as with the fallback fonts, a file is fetched when text first needs it.
 */
export function declareLibraryFonts(
  fonts: readonly { id: string; family: string; weight: number }[],
  urlOf: (id: string) => string,
  set: FontFaceSet = document.fonts,
): void {
  const declared = declaredLibraryFonts.get(set) ?? new Set<string>();
  declaredLibraryFonts.set(set, declared);
  for (const font of fonts) {
    if (declared.has(font.id)) continue;
    declared.add(font.id);
    set.add(new FontFace(font.family, `url(${JSON.stringify(urlOf(font.id))})`, { weight: String(font.weight), style: "normal" }));
  }
}

/** Fetches a template's library fonts before text is drawn with them (a canvas draws with what is loaded). */
export async function loadLibraryFonts(fonts: readonly { family: string; weight: number }[], set: FontFaceSet = document.fonts) {
  await Promise.all(fonts.map((font) => set.load(`${font.weight} 16px ${JSON.stringify(font.family)}`)));
}
