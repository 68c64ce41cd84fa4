import type { Page } from "@playwright/test";
import { build } from "vite";
import { e2eEnvironment } from "./environment.ts";

interface Bundle {
  script: string;
  styles: string[];
}

/** Each entry is bundled once per worker: the tests of a file share it. */
const bundles = new Map<string, Promise<Bundle>>();

/** Code under test bundled by Vite as one script (its exports on the global `name`), with the CSS it imports. */
function bundle(entry: string, name: string): Promise<Bundle> {
  let built = bundles.get(entry);
  if (!built) {
    built = build({
      configFile: false,
      logLevel: "silent",
      // Library builds keep `process.env.NODE_ENV` for their users; here the page is the user.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: { write: false, minify: false, lib: { entry, formats: ["iife"], name, fileName: name } },
    }).then((result) => {
      const outputs = (Array.isArray(result) ? result : [result]) as {
        output: { type: string; fileName: string; code?: string; source?: string | Uint8Array }[];
      }[];
      const files = outputs[0]!.output;
      const chunk = files.find((item) => item.type === "chunk");
      if (!chunk?.code) throw new Error(`The bundle of ${entry} is empty.`);
      const styles = files.filter((item) => item.type === "asset" && item.fileName.endsWith(".css")).map((item) => String(item.source));
      return { script: chunk.code, styles };
    });
    bundles.set(entry, built);
  }
  return built;
}

/**
 * Opens a blank page of the app's origin (so API calls, cookies, fonts and files work as in the
 * app), answered by the test itself at `path`, and loads the bundle of `entry` into it.
 */
export async function loadBundle(
  page: Page,
  { path, entry, name, hash = "" }: { path: string; entry: string; name: string; hash?: string },
) {
  await page.route(`${e2eEnvironment.appUrl}${path}`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html><body></body></html>" }),
  );
  await page.goto(`${e2eEnvironment.appUrl}${path}${hash}`);
  const { script, styles } = await bundle(entry, name);
  for (const content of styles) await page.addStyleTag({ content });
  await page.addScriptTag({ content: script });
}
