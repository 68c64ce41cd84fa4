import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { build } from "vite";
import { e2eEnvironment } from "./environment.ts";

const entry = fileURLToPath(new URL("../browser/renderer-entry.ts", import.meta.url));
/** A blank page of the app's origin (so fonts and clips load as in the app), answered by the test. */
export const RENDERER_PAGE = "/__renderer-test";

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

/**
 * Loads the renderer into a blank page on the app's origin, with its fonts registered by the
 * browser host (`registerBrowserFonts`) from the app server's `/fonts/` route.
 */
export async function loadRenderer(page: Page) {
  await page.route(`${e2eEnvironment.appUrl}${RENDERER_PAGE}`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><html><body></body></html>" }));
  await page.goto(`${e2eEnvironment.appUrl}${RENDERER_PAGE}`);
  await page.addScriptTag({ content: await bundle() });
  await page.evaluate(() => (window as unknown as { FramewiseRenderer: { registerBrowserFonts(urlOf: (file: string) => string): Promise<void> } }).FramewiseRenderer.registerBrowserFonts((file) => `/fonts/${file}`));
}
