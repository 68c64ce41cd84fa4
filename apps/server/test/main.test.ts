import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const mainScript = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const fixtureWebDist = fileURLToPath(new URL("fixtures/web-dist", import.meta.url));

/** Runs `node src/main.ts` as `npm start` does, in `cwd`, until it exits or prints its banner. */
function runMain(cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [mainScript], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output };
}

describe("npm start (src/main.ts)", () => {
  let cwd: string;
  beforeEach(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), "framewise-main-"));
  });
  afterEach(() => rm(cwd, { recursive: true, force: true }));

  it("reads .env, lets real environment variables win, and stops with a message naming each bad value", async () => {
    await writeFile(path.join(cwd, ".env"), "PORT=from-dotenv\nIDENTITY_TOKEN_TTL_SECONDS=5\n");
    const run = runMain(cwd, { PORT: "from-environment" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("Invalid configuration:");
    expect(run.output()).toContain('PORT="from-environment"');
    expect(run.output()).not.toContain("from-dotenv");
    expect(run.output()).toContain('IDENTITY_TOKEN_TTL_SECONDS="5"');
  });

  it("refuses to start when the data folder's disk has too little room, naming the folder, before writing anything", async () => {
    const run = runMain(cwd, {
      HOST: "127.0.0.1",
      PORT: "0",
      MIN_FREE_DISK_MB: "10000000",
      WEB_DIST_DIR: fixtureWebDist,
      LOG_LEVEL: "warn",
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`No space left for the data folder ${path.join(cwd, "data")}:`);
    expect(run.output()).toContain("at least 10000000 MB needed (MIN_FREE_DISK_MB)");
    expect(existsSync(path.join(cwd, "data"))).toBe(false);
  });

  it("prints the URL and the staff domains, and exits cleanly on Ctrl-C", async () => {
    const run = runMain(cwd, {
      HOST: "127.0.0.1",
      PORT: "0",
      STAFF_EMAIL_DOMAINS: "framewise.io",
      WEB_DIST_DIR: fixtureWebDist,
      LOG_LEVEL: "warn",
    });
    await expect.poll(run.output, { timeout: 30_000 }).toMatch(/Framewise is running at http:\/\/127\.0\.0\.1:\d+/);
    expect(run.output()).toContain("Staff email domains: framewise.io");
    const url = /running at (\S+)/.exec(run.output())![1]!;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    run.child.kill("SIGINT");
    expect(await run.exited).toBe(0);
    expect(run.output()).not.toMatch(/error/i);
  });
});
