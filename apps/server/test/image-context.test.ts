import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import dockerignore from "@balena/dockerignore";
import { describe, expect, it } from "vitest";
import { useTempFolder } from "./helpers/temp-folder.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The files a build of `folder` sends as its context, as Docker and Podman read its .dockerignore (the same matcher Docker's clients use). */
async function buildContext(folder: string): Promise<string[]> {
  const rules = (await readFile(path.join(folder, ".dockerignore"), "utf8")).split("\n");
  const ignored = dockerignore({ ignorecase: false }).add(rules);
  const sent: string[] = [];
  async function walk(relative: string) {
    for (const entry of await readdir(path.join(folder, relative), { withFileTypes: true })) {
      const name = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        // An ignored folder is still walked: an exception ("!e2e/package.json") may bring a file back.
        await walk(name);
      } else if (!ignored.ignores(name)) sent.push(name);
    }
  }
  await walk("");
  return sent.sort();
}

describe("the image's build context", () => {
  const temp = useTempFolder("image-context");

  it("keeps out a developer's secrets, data, dependencies, builds and tests, whatever folder they sit in", async () => {
    const files = {
      // What a developer's checkout holds beside the code.
      ".env": "AUTH_SECRET=mine",
      ".env.local": "STRIPE_SECRET_KEY=sk_live_x",
      "apps/server/.env": "DATABASE_URL=postgres://me:secret@db/x",
      "data/db/PG_VERSION": "17",
      "data/uploads/a1/photo.png": "png",
      "data/outbox/mail-1.eml": "To: someone@example.com",
      "apps/server/data/db/PG_VERSION": "17",
      "deploy/tls/server.key": "-----BEGIN PRIVATE KEY-----",
      "certificate.pem": "-----BEGIN CERTIFICATE-----",
      ".npmrc": "//registry.npmjs.org/:_authToken=npm_x",
      "node_modules/left-pad/index.js": "",
      "apps/web/node_modules/.vite/deps.json": "",
      "apps/web/dist/index.html": "<html>",
      "node_modules/.cache/eslint/cache": "",
      "e2e/tests/journey.spec.ts": "",
      "e2e/test-results/trace.zip": "",
      "bench/render.ts": "",
      "apps/server/test/access.test.ts": "",
      "packages/scene/src/schema.test.ts": "",
      "npm-debug.log": "",
      ".git/config": "",
      // What the image is built from.
      ".env.example": "# PORT=3000",
      "package.json": "{}",
      "package-lock.json": "{}",
      "e2e/package.json": "{}",
      "bench/package.json": "{}",
      "apps/server/package.json": "{}",
      "apps/server/src/main.ts": "",
      "apps/server/drizzle/0000_init.sql": "",
      "apps/web/package.json": "{}",
      "apps/web/src/main.tsx": "",
      "packages/scene/src/schema.ts": "",
      "deploy/Dockerfile": "",
    };
    const folder = temp();
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await writeFile(path.join(folder, name), text);
    }
    await writeFile(path.join(folder, ".dockerignore"), await readFile(path.join(root, ".dockerignore")));
    expect(await buildContext(folder)).toEqual(
      [
        ".dockerignore",
        ".env.example",
        "apps/server/drizzle/0000_init.sql",
        "apps/server/package.json",
        "apps/server/src/main.ts",
        "apps/web/package.json",
        "apps/web/src/main.tsx",
        "bench/package.json",
        "deploy/Dockerfile",
        "e2e/package.json",
        "package-lock.json",
        "package.json",
        "packages/scene/src/schema.ts",
      ].sort(),
    );
  });

  it("holds, from this checkout, everything the Dockerfile copies and no file that looks like a secret or data", async () => {
    const sent = await buildContext(root);
    for (const needed of [
      "package.json",
      "package-lock.json",
      "apps/server/package.json",
      "apps/web/package.json",
      "e2e/package.json",
      "bench/package.json",
    ])
      expect(sent).toContain(needed);
    expect(sent.some((file) => file.startsWith("apps/server/src/"))).toBe(true);
    expect(sent.some((file) => file.startsWith("apps/server/drizzle/"))).toBe(true);
    expect(sent.some((file) => file.startsWith("packages/renderer/src/"))).toBe(true);
    expect(
      sent.filter((file) => /(^|\/)(\.env(?!\.example$)|data\/|node_modules\/|\.git\/)|\.(pem|key)$|\.test\.tsx?$/.test(file)),
    ).toEqual([]);
  });
});
