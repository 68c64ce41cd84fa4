import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "apps/*/test/**/*.test.ts",
      "apps/*/src/**/*.test.ts",
      "apps/web/src/**/*.test.tsx",
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and database; two at a time fits two cores.
    maxWorkers: 2,
    // Those databases are copies of golden ones, migrated and seeded once per run.
    globalSetup: ["apps/server/test/helpers/golden-setup.ts"],
  },
});
