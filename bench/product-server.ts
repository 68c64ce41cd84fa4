import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const serverMain = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));

export interface ProductServer {
  url: string;
  process: ChildProcess;
  /** Ctrl-C, as a person stops it; resolves when it has exited. */
  stop(): Promise<void>;
}

/** The product as `npm start` runs it (web app already built), on 127.0.0.1 and a free port. */
export async function startProduct(env: Record<string, string>): Promise<ProductServer> {
  const child = spawn(process.execPath, [serverMain], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    process: child,
    stop: async () => {
      child.kill("SIGINT");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Signs a new person up on the product (a fresh data folder needs no confirmation); answers their session cookie. */
export async function signUp(server: ProductServer, email = "bench@example.com"): Promise<string> {
  const answer = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: "bench-password-1", name: "Bench" }),
  });
  if (!answer.ok) throw new Error(`sign-up answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
