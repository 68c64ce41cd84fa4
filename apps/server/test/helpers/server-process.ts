import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, inject } from "vitest";
import { copyGoldenDb } from "@framewise/test-support/golden-data-dir";

const mainScript = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
const fixtureWebDist = fileURLToPath(new URL("../fixtures/web-dist", import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  /** kill -9: the process ends with no chance to tidy up, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM: the server stops as it does when asked to. */
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it, on 127.0.0.1, in a process of its own that the test can kill;
 * without DATABASE_URL, on a copy of the run's golden PGlite database unless `dataDir` has one.
 */
export async function startServerProcess(dataDir: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  if (!extraEnv.DATABASE_URL) await copyGoldenDb(inject("goldenDataDir"), dataDir);
  const env = {
    PATH: process.env.PATH ?? "",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: fixtureWebDist,
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  const child = spawn(process.execPath, [mainScript], { env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 60_000 }).toMatch(/running at http:\/\/\S+/);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url: /running at (\S+)/.exec(output)![1]!, pid: child.pid!, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}
