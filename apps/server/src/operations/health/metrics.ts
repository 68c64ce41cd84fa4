import type { Database } from "../../platform/db/database.ts";
import { queueDepths, recentChunkRetries, recentRenders, webhookBacklog } from "./metrics-queries.ts";

type Labels = Record<string, string>;
interface Family {
  name: string;
  help: string;
  type: "gauge" | "counter";
  samples: { labels?: Labels; value: number }[];
}

const escaped = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelsOf = (labels: Labels | undefined) =>
  labels && Object.keys(labels).length
    ? `{${Object.entries(labels)
        .map(([key, value]) => `${key}="${escaped(value)}"`)
        .join(",")}}`
    : "";

/** Families in Prometheus's text exposition format (version 0.0.4). */
export function exposition(families: Family[]): string {
  return families
    .map(({ name, help, type, samples }) =>
      [
        `# HELP ${name} ${help}`,
        `# TYPE ${name} ${type}`,
        ...samples.map((sample) => `${name}${labelsOf(sample.labels)} ${sample.value}`),
      ].join("\n"),
    )
    .join("\n")
    .concat("\n");
}

/**
 * What an operator watches, read when Prometheus asks: the job queue's depth, the last day's
 * renders by status and their speed, chunk retries, the webhook backlog and its lag, this
 * process's database pool, memory and CPU. Every process answers for the shared database; the
 * pool, memory and CPU are its own.
 */
export async function collectMetrics(database: Database): Promise<string> {
  const { db } = database;
  const [queues, renders, retries, webhooks] = await Promise.all([
    queueDepths(db),
    recentRenders(db),
    recentChunkRetries(db),
    webhookBacklog(db),
  ]);
  const pool = database.poolStats();
  const cpu = process.cpuUsage();
  const families: Family[] = [
    {
      name: "framewise_queue_jobs",
      help: "Jobs waiting (created, retry) or running (active), by queue.",
      type: "gauge",
      samples: queues.map(({ queue, state, count }) => ({ labels: { queue, state }, value: count })),
    },
    {
      name: "framewise_renders_last_day",
      help: "Renders asked for in the last 24 hours, by status.",
      type: "gauge",
      samples: renders.byStatus.map(({ status, count }) => ({ labels: { status }, value: count })),
    },
    {
      name: "framewise_render_speed",
      help: "Seconds of video the last 24 hours' finished renders made per second from request to done (queue wait included).",
      type: "gauge",
      samples: renders.videoSecondsPerSecond === null ? [] : [{ value: renders.videoSecondsPerSecond }],
    },
    {
      name: "framewise_render_chunk_retries_last_day",
      help: "Chunks drawn again (a lost process or a failure) for the last 24 hours' renders.",
      type: "gauge",
      samples: [{ value: retries }],
    },
    {
      name: "framewise_webhooks_pending",
      help: "Webhook deliveries waiting to be sent or retried.",
      type: "gauge",
      samples: [{ value: webhooks.pending }],
    },
    {
      name: "framewise_webhook_lag_seconds",
      help: "How long the oldest pending webhook delivery has waited.",
      type: "gauge",
      samples: [{ value: webhooks.oldestSeconds }],
    },
    {
      name: "framewise_db_pool_connections",
      help: "This process's PostgreSQL query pool: connections open, idle, and callers waiting for one.",
      type: "gauge",
      samples: pool ? Object.entries(pool).map(([state, value]) => ({ labels: { state }, value })) : [],
    },
    {
      name: "process_resident_memory_bytes",
      help: "Resident memory of this process.",
      type: "gauge",
      samples: [{ value: process.memoryUsage.rss() }],
    },
    {
      name: "process_cpu_seconds_total",
      help: "CPU time this process has spent, user and system.",
      type: "counter",
      samples: [{ value: (cpu.user + cpu.system) / 1e6 }],
    },
  ];
  return exposition(families);
}
