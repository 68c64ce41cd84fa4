import { readdirSync, readFileSync } from "node:fs";

/** Node's names for a process's threads, as the figures group them. */
const GROUPS: Record<string, string> = { MainThread: "main", WorkerThread: "workers", V8Worker: "v8Helpers" };

/**
 * CPU seconds a process has used so far, by thread group (Linux, from /proc): its main thread,
 * its worker threads, V8's helper threads (garbage collection, compilation), and the rest.
 * Counts CPU used whatever else runs on the machine, so it reads steadier than a rate.
 */
export function threadCpuSeconds(pid: number): Record<string, number> {
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux Node supports
  const seconds: Record<string, number> = {};
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim();
      // The name may hold spaces and parentheses: the fields after its last ")" are fixed.
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      const group = GROUPS[name] ?? "other";
      seconds[group] = (seconds[group] ?? 0) + (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    } catch {
      // The thread ended while we looked.
    }
  }
  return seconds;
}
