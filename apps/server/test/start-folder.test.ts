import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { copyGoldenDb } from "@framewise/test-support/golden-data-dir";

const mainScript = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const fixtureWebDist = fileURLToPath(new URL("fixtures/web-dist", import.meta.url));

describe("npm start from the folder a person works in", () => {
  let scratch: string;
  let startedIn: string;
  let repository: string;
  beforeEach(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "framewise-start-folder-"));
    startedIn = path.join(scratch, "my-studio");
    repository = path.join(scratch, "framewise");
    await mkdir(startedIn);
    await mkdir(repository);
  });
  afterEach(() => rm(scratch, { recursive: true, force: true }));

  it("reads the .env there and keeps the data in ./data there, while the script runs in the repository; logs to a pipe stay JSON", async () => {
    await writeFile(
      path.join(startedIn, ".env"),
      `HOST=127.0.0.1\nPORT=0\nSTAFF_EMAIL_DOMAINS=start-folder.example\nLOG_LEVEL=info\nWEB_DIST_DIR=${fixtureWebDist}\n`,
    );
    await copyGoldenDb(inject("goldenDataDir"), path.join(startedIn, "data"));
    // As npm runs the root `npm start`: in the repository's folder, naming the person's in INIT_CWD.
    const child = spawn(process.execPath, [mainScript], {
      cwd: repository,
      env: { PATH: process.env.PATH ?? "", INIT_CWD: startedIn, npm_package_json: path.join(repository, "package.json") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await expect.poll(() => output, { timeout: 60_000 }).toMatch(/running at http:\/\/127\.0\.0\.1:\d+/);
      expect(output).toContain("Staff email domains: start-folder.example");
      expect(output).toContain(`Account mail: written to ${path.join(startedIn, "data", "outbox")}`);
      expect(existsSync(path.join(startedIn, "data", "auth-secret"))).toBe(true);
      expect(existsSync(path.join(repository, "data"))).toBe(false);

      const url = /running at (\S+)/.exec(output)![1]!;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const completed = () =>
        output
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; res?: { statusCode?: number } })
          .find((entry) => entry.msg === "request completed");
      await expect.poll(completed).toMatchObject({ reqId: expect.any(String), res: { statusCode: 200 } });
    } finally {
      child.kill("SIGINT");
      await exited;
    }
  });
});
