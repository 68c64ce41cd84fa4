import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { build } from "vite";
import { FONT_FILES } from "../../packages/renderer/src/fonts.ts";

const entry = fileURLToPath(new URL("../browser/renderer-entry.ts", import.meta.url));
const require = createRequire(import.meta.url);

/** The renderer bundled as one script (global `FramewiseRenderer`), as the web app would ship it. */
async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: { write: false, minify: false, lib: { entry, formats: ["iife"], name: "FramewiseRenderer", fileName: "renderer" } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs[0]!.output.find((item) => item.type === "chunk");
  if (!chunk?.code) throw new Error("The renderer bundle is empty.");
  return chunk.code;
}

/** Loads the renderer and its @fontsource fonts (through FontFace, as the browser app does) into a blank page. */
export async function loadRenderer(page: Page) {
  await page.setContent("<!doctype html><html><body></body></html>");
  const fonts = await Promise.all(FONT_FILES.map(async (font) => ({ family: font.family, weight: String(font.weight), data: (await readFile(require.resolve(font.module))).toString("base64") })));
  await page.evaluate(async (list) => {
    for (const font of list) {
      const bytes = Uint8Array.from(atob(font.data), (c) => c.charCodeAt(0));
      const face = new FontFace(font.family, bytes, { weight: font.weight });
      document.fonts.add(await face.load());
    }
  }, fonts);
  await page.addScriptTag({ content: await bundle() });
}
