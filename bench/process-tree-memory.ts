import { readdirSync, readFileSync } from "node:fs";

/** Resident memory (bytes) of a process and every process below it, from /proc (Linux). */
export function processTreeRss(rootPid = process.pid): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kib * 1024);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the tree's memory every `intervalMs` until stopped: the peak, and every sample with its time. */
export function watchProcessTreeMemory(intervalMs = 200, rootPid = process.pid) {
  const started = performance.now();
  const samples: { seconds: number; bytes: number }[] = [];
  const sample = () => samples.push({ seconds: (performance.now() - started) / 1000, bytes: processTreeRss(rootPid) });
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peakBytes: Math.max(...samples.map((s) => s.bytes)), samples };
    },
  };
}
