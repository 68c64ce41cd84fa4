import { defineConfig } from "@playwright/test";
import { IMAGE_BRAND_HOST } from "./support/environment.ts";

// Debian's Chromium here and in CI; set CHROMIUM_PATH elsewhere (or unset it to use Playwright's).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: executablePath || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // The image-brand host is a made-up name; Chromium resolves it to loopback itself.
        `--host-resolver-rules=MAP ${IMAGE_BRAND_HOST} 127.0.0.1`,
      ],
    },
  },
});
