import { FONT_FILES, fontFileName } from "../src/fonts.ts";

/**
 * Loads the renderer's @fontsource files into a browser's font set through FontFace (the browser
 * host's counterpart of `skia/register-fonts.ts`), so text measures and breaks as on the server.
 * `urlOf` turns a file name into its URL; the server serves them at `/fonts/<file>`.
 */
export async function registerBrowserFonts(urlOf: (file: string) => string, fonts: FontFaceSet = document.fonts): Promise<void> {
  await Promise.all(
    FONT_FILES.map(async (font) => {
      const face = new FontFace(font.family, `url(${JSON.stringify(urlOf(fontFileName(font.module)))})`, {
        weight: String(font.weight),
        style: font.style,
      });
      fonts.add(await face.load());
    }),
  );
}
