import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { loadBundle } from "./browser-bundle.ts";

const entry = fileURLToPath(new URL("../browser/renderer-entry.ts", import.meta.url));
/** A blank page of the app's origin (so fonts and clips load as in the app), answered by the test. */
export const RENDERER_PAGE = "/__renderer-test";

/**
 * Loads the renderer (global `FramewiseRenderer`, bundled as the web app would ship it) into a
 * blank page on the app's origin, with its fonts registered by the browser host
 * (`registerBrowserFonts`) from the app server's `/fonts/` route.
 */
export async function loadRenderer(page: Page) {
  await loadBundle(page, { path: RENDERER_PAGE, entry, name: "FramewiseRenderer" });
  await page.evaluate(() =>
    (
      window as unknown as { FramewiseRenderer: { registerBrowserFonts(urlOf: (file: string) => string): Promise<void> } }
    ).FramewiseRenderer.registerBrowserFonts((file) => `/fonts/${file}`),
  );
}
