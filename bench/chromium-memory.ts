/**
 * Where Chromium's memory is, from the browser itself: each kind of process's resident memory
 * (`SystemInfo.getProcessInfo` for the pids, /proc for the sizes, Linux) and, from a memory-infra
 * dump, the renderer's decoded pictures (`cc/image_memory`: Chromium's own cache of decoded images,
 * discardable, kept up to a budget of its own), its V8 heaps and its Blink and PartitionAlloc heaps.
 * Under Playwright the last two also hold what DevTools' network agent keeps of every answer.
 */
import { readFile } from "node:fs/promises";
import type { Browser, CDPSession } from "@playwright/test";

const MIB = 1024 * 1024;
const RENDERER_ALLOCATORS = { decodedImages: "cc/image_memory", v8: "v8", blinkGc: "blink_gc", partitionAlloc: "partition_alloc" };

interface ProcessInfo {
  type: string;
  id: number;
}
type Allocators = Record<string, { attrs?: { size?: { value: string } } }>;
interface MemoryDumpEvent {
  ph: string;
  pid: number;
  args?: { dumps?: { allocators?: Allocators } };
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

export async function openChromiumMemory(browser: Browser) {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const processes = async () => ((await cdp.send("SystemInfo.getProcessInfo")) as { processInfo: ProcessInfo[] }).processInfo;
  const browserPid = (await processes()).find((info) => info.type === "browser")!.id;

  /** One detailed memory-infra dump: each process's allocators. */
  async function memoryDump(): Promise<Map<number, Allocators>> {
    const events: MemoryDumpEvent[] = [];
    const collect = (batch: { value: object[] }) => void events.push(...(batch.value as MemoryDumpEvent[]));
    cdp.on("Tracing.dataCollected", collect);
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      traceConfig: { includedCategories: ["disabled-by-default-memory-infra"] },
      transferMode: "ReportEvents",
    });
    await cdp.send("Tracing.requestMemoryDump", { levelOfDetail: "detailed" });
    await cdp.send("Tracing.end");
    await complete;
    cdp.off("Tracing.dataCollected", collect);
    // Tracing adds light dumps of its own; the detailed one is the one naming the most allocators.
    const dumps = new Map<number, Allocators>();
    for (const event of events) {
      const allocators = event.args?.dumps?.allocators ?? {};
      if (event.ph === "v" && Object.keys(allocators).length > Object.keys(dumps.get(event.pid) ?? {}).length)
        dumps.set(event.pid, allocators);
    }
    return dumps;
  }

  return {
    browserPid,
    /** Resident MiB by kind of process, and the renderers' allocators in MiB. */
    async measure() {
      const info = await processes();
      const residentMiB: Record<string, number> = {};
      for (const { type, id } of info) residentMiB[type] = Math.round((residentMiB[type] ?? 0) + (await residentBytes(id)) / MIB);
      const renderers = new Set(info.filter((process) => process.type === "renderer").map((process) => process.id));
      const rendererMiB = Object.fromEntries(Object.keys(RENDERER_ALLOCATORS).map((name) => [name, 0])) as Record<
        keyof typeof RENDERER_ALLOCATORS,
        number
      >;
      for (const [pid, allocators] of await memoryDump()) {
        if (!renderers.has(pid)) continue;
        for (const [name, allocator] of Object.entries(RENDERER_ALLOCATORS) as [keyof typeof RENDERER_ALLOCATORS, string][]) {
          const size = allocators[allocator]?.attrs?.size?.value;
          if (size) rendererMiB[name] += Math.round(parseInt(size, 16) / MIB);
        }
      }
      return { residentMiB, rendererMiB };
    },
  };
}
