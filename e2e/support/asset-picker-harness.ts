import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import type { AssetKind } from "@framewise/contracts";
import { loadBundle } from "./browser-bundle.ts";

const entry = fileURLToPath(new URL("../browser/asset-picker-entry.tsx", import.meta.url));

/** Opens the asset picker on a blank page of the app's origin (the page's session calls the real API), offering `kinds` (all by default). */
export async function openAssetPicker(page: Page, kinds?: AssetKind[]) {
  await loadBundle(page, {
    path: "/__asset-picker-test",
    entry,
    name: "AssetPickerHarness",
    hash: kinds ? `#kinds=${kinds.join(",")}` : "",
  });
  await page.getByRole("button", { name: "Open picker" }).click();
  return page.getByRole("dialog");
}
