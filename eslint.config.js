import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundaryZones, webBoundaryZones } from "./lint/boundaries.ts";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/test-results/**", "**/playwright-report/**", "data/**", "apps/server/drizzle/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["vitest.config.ts", "lint/*.ts"] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Fastify plugins are async functions by contract, even when they await nothing.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser reaches the server over HTTP only; what both sides share lives in the packages.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/server/**", "@framewise/server", "@framewise/server/*"],
              message: "The web app never imports server code: share it through packages/contracts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The document model and the renderer are pure and deterministic: time is frame / fps,
    // randomness is seeded, and nothing reaches the clock, timers, the network or Node.
    files: ["packages/scene/src/**/*.ts", "packages/renderer/src/**/*.ts", "packages/contracts/src/**/*.ts", "packages/music/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...[
          "fetch",
          "setTimeout",
          "setInterval",
          "setImmediate",
          "queueMicrotask",
          "requestAnimationFrame",
          "XMLHttpRequest",
          "process",
          "window",
          "document",
          // Reaching a global through another name is the same reach.
          "globalThis",
          "self",
          "global",
        ].map((name) => ({
          name,
          message: "The pure packages do no I/O and keep no time of their own.",
        })),
      ],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "Time is frame / fps." },
        { object: "Math", property: "random", message: "Use a seeded random source." },
        { object: "performance", property: "now", message: "Time is frame / fps." },
      ],
      "no-restricted-syntax": ["error", { selector: "NewExpression[callee.name='Date']", message: "Time is frame / fps." }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "path", "http", "https", "react", "react-dom", "@napi-rs/canvas"],
              message: "The pure packages import no Node built-ins, no canvas host and no UI.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server rooms: only the data layer (platform/db/ and each area's *-queries.ts) talks to the
    // database; operations hold the logic and routes parse, authorise and call one operation. The
    // kernel and the transport have no data modules, whatever a file there is named.
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/platform/db/**",
      "apps/server/src/{platform,workspace,video-studio,image-studio,library-studio,production,ai-desk,operations}/**/*-queries.ts",
      "**/*.test.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/pglite", "@electric-sql/pglite/*", "**/db/schema.ts"],
              allowTypeImports: true,
              message: "Database access lives in db/ and the area's *-queries.ts module; call a query function from there.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query|\\$count)$/]:matches([object.name=/^(db|tx)$/], [object.property.name='db'])",
          message: "Database access lives in db/ and the area's *-queries.ts module; call a query function from there.",
        },
      ],
    },
  },
  {
    // The floors and groups of the tree (lint/boundaries.ts), checked on every import's resolved
    // path, so a relative path reaches no further than a package name would.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    // The web app imports without extensions, as Vite resolves them.
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: { "import-x/no-restricted-paths": ["error", { zones: boundaryZones }] },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...boundaryZones, ...webBoundaryZones] }] },
  },
  {
    // End-to-end journeys reach the server over HTTP only; what they share with it lives in the packages.
    files: ["e2e/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/server/**", "@framewise/server", "@framewise/server/*"],
              message: "e2e reaches the server over HTTP and through packages (@framewise/media, @framewise/test-support).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers loosely; the assertions are the type check there.
    files: ["apps/*/test/**/*.ts", "**/*.test.ts", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The renderer's browser host: fonts through FontFace, clips through <video>.
    files: ["packages/renderer/browser/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["apps/web/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
