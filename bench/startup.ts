/**
 * Start-up to the first served page: from spawning the product to `GET /` answering 200 with the
 * web app, on 127.0.0.1 and a port of its choosing (PORT=0). Measured for a restart over an
 * existing data folder (the server as `npm start` starts it, then the root `npm start` itself with
 * its build check and npm), and for a first start on a fresh folder (the database created,
 * migrated and seeded). Beside them: Node's own start and the server's module loading alone.
 *
 *   npm run build && node bench/startup.ts [--runs 5] [--cold-runs 3]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { threadCpuSeconds } from "./thread-cpu.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, "cold-runs": { type: "string", default: "3" } } });
const runs = Number(values.runs);
const coldRuns = Number(values["cold-runs"]);
const root = fileURLToPath(new URL("..", import.meta.url));
const serverSrc = path.join(root, "apps/server/src");
if (!existsSync(path.join(root, "apps/web/dist/index.html"))) throw new Error("Build the web app first: npm run build");

/** The longest a start may take before the run counts as failed. */
const START_TIMEOUT_MS = 180_000;

interface Start {
  listeningMs: number;
  firstPageMs: number;
  /** The server's CPU until then (its main thread, and all its threads): steadier than the times on a busy machine. */
  cpuMs?: { main: number; total: number };
}

/**
 * Spawns `command`, waits for its "running at" line, then asks for `/`; stops it with Ctrl-C (to
 * its whole process group). `isServer`: the spawned process is the server itself, whose CPU is read.
 */
async function timeStart(command: string, args: string[], dataDir: string, isServer = command === process.execPath): Promise<Start> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  try {
    const url = await runningAt(child);
    const listeningMs = performance.now() - started;
    const answer = await fetch(`${url}/`);
    const page = await answer.text();
    if (answer.status !== 200 || !page.includes("<html")) throw new Error(`GET / answered ${answer.status} without the web app`);
    const firstPageMs = Math.round(performance.now() - started);
    return { listeningMs: Math.round(listeningMs), firstPageMs, ...(isServer && { cpuMs: cpuMsOf(child.pid!) }) };
  } finally {
    await stop(child);
  }
}

function cpuMsOf(pid: number): { main: number; total: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  const total = (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ ticks of 10 ms
  return { main: Math.round((threadCpuSeconds(pid).main ?? 0) * 1000), total };
}

function runningAt(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`not serving after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before serving:\n${output}`));
    });
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGINT");
  await exited;
}

/** Milliseconds for one child process to run `script` (an ES module) to its end. */
async function timeProcess(script: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the timed process exited with ${code}`);
  return Math.round(performance.now() - started);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const medians = (starts: Start[]) => ({
  listeningMs: median(starts.map((s) => s.listeningMs)),
  firstPageMs: median(starts.map((s) => s.firstPageMs)),
  ...(starts[0]?.cpuMs && {
    cpuMs: { main: median(starts.map((s) => s.cpuMs!.main)), total: median(starts.map((s) => s.cpuMs!.total)) },
  }),
});
const repeat = async <T>(times: number, measure: () => Promise<T>) => {
  const results: T[] = [];
  for (let run = 0; run < times; run++) results.push(await measure());
  return results;
};

const serverMain = path.join(serverSrc, "main.ts");
const loadModules = `
  const { speedUpModuleLoading } = await import(${JSON.stringify(path.join(serverSrc, "platform/startup/module-loading.ts"))});
  speedUpModuleLoading();
  await Promise.all([import(${JSON.stringify(path.join(serverSrc, "app.ts"))}), import(${JSON.stringify(path.join(serverSrc, "starter-content.ts"))})]);`;

const loadAtStart = loadavg()[0]!;
const scratch = await mkdtemp(path.join(tmpdir(), "framewise-startup-"));
try {
  // The first start of all also fills Node's compile cache, as any first start after an install does.
  const existing = path.join(scratch, "existing");
  const first = await timeStart(process.execPath, [serverMain], existing);
  const nodeBoot = await repeat(runs, () => timeProcess(""));
  const moduleLoad = await repeat(runs, () => timeProcess(loadModules));
  const restart = await repeat(runs, () => timeStart(process.execPath, [serverMain], existing));
  const npmRestart = await repeat(runs, () => timeStart("npm", ["start", "--silent"], existing));
  let fresh = 0;
  const cold = await repeat(coldRuns, () => timeStart(process.execPath, [serverMain], path.join(scratch, `fresh-${fresh++}`)));
  console.log(
    JSON.stringify(
      {
        benchmark: "start-up to the first served page (GET / answering 200 with the web app)",
        cores: availableParallelism(),
        loadAverage: { start: loadAtStart, end: loadavg()[0] },
        median: {
          restartFirstPageMs: medians(restart).firstPageMs,
          restartMainThreadCpuMs: medians(restart).cpuMs?.main,
          npmStartRestartFirstPageMs: medians(npmRestart).firstPageMs,
          coldFirstPageMs: medians(cold).firstPageMs,
          nodeBootMs: median(nodeBoot),
          moduleLoadMs: median(moduleLoad),
        },
        restart: { median: medians(restart), runs: restart },
        npmStartRestart: { median: medians(npmRestart), runs: npmRestart },
        coldStart: { median: medians(cold), runs: cold, firstOfAll: first },
        nodeBootMs: nodeBoot,
        moduleLoadMs: moduleLoad,
      },
      null,
      2,
    ),
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}
