import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { copyGoldenDb } from "@framewise/test-support/golden-data-dir";
import { e2eEnvironment } from "./environment.ts";

const serverMain = fileURLToPath(new URL("../../apps/server/src/main.ts", import.meta.url));

export interface AppServer {
  url: string;
  port: number;
  /** Sends SIGINT, as Ctrl-C does, and waits for a clean exit. */
  stop(): Promise<number | null>;
}

/**
 * The real product, started the way `npm start` starts it (`node apps/server/src/main.ts`),
 * on 127.0.0.1, over a copy of the run's golden database unless its DATA_DIR has one (a restart).
 * Resolves once it prints its URL.
 */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  if (env.DATA_DIR && !env.DATABASE_URL) await copyGoldenDb(e2eEnvironment.goldenDataDir, env.DATA_DIR);
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(
        chunk
          .toString()
          .split("\n")
          .filter(Boolean)
          .map((line) => `[app] ${line}\n`)
          .join(""),
      );
      const match = /Framewise is running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      const url = match[1];
      resolve({
        url,
        port: Number(new URL(url).port),
        async stop() {
          if (child.exitCode === null) child.kill("SIGINT");
          return exited;
        },
      });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => reject(new Error(`The app server exited with ${code} before it started:\n${output}`)));
  });
}
