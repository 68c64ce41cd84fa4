import { randomUUID } from "node:crypto";
import { ImageProviderError } from "../image-provider.ts";
import { failureFromAnswer } from "../provider-failure.ts";
import type { Workflow } from "./comfyui-workflow.ts";

/** What a queued workflow reports while it runs. */
export interface ComfyProgress {
  value: number;
  max: number;
  node: string | undefined;
}

interface HistoryEntry {
  outputs?: Record<string, { images?: { filename: string; subfolder: string; type: string }[] }>;
  status?: { status_str?: string; messages?: [string, Record<string, unknown>][] };
}

/**
 * ComfyUI's HTTP and WebSocket protocol, the small part a generation needs: upload an input
 * picture (`POST /upload/image`), queue a workflow (`POST /prompt` with our client id), follow
 * it on `/ws?clientId=…` (`progress`, `executing`, `execution_error`, `execution_success`),
 * then read its outputs (`GET /history/{id}`, `GET /view`). A cancel takes it off the queue
 * and interrupts it (`POST /queue`, `POST /interrupt`).
 */
export class ComfyClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof globalThis.fetch;

  constructor(baseUrl: string, fetcher: typeof globalThis.fetch = globalThis.fetch) {
    this.baseUrl = baseUrl;
    this.fetch = fetcher;
  }

  /** Uploads a picture into ComfyUI's input folder under a fresh name; the name a LoadImage node takes. */
  async upload(bytes: Uint8Array, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    // Copied into a Buffer of its own: a Blob part must own a plain ArrayBuffer (DOM typings insist).
    form.append("image", new Blob([Buffer.from(bytes)], { type: "image/png" }), `framewise-${randomUUID()}.png`);
    form.append("type", "input");
    form.append("overwrite", "true");
    const answer = (await this.json("/upload/image", { method: "POST", body: form, signal })) as { name: string; subfolder?: string };
    return answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
  }

  /**
   * Queues a workflow and waits for it to finish, reporting progress; answers the output pictures.
   * The WebSocket opens first, so no message about the job is missed.
   */
  async run(
    workflow: Workflow,
    signal: AbortSignal,
    on: { queued: (id: string) => void; progress: (progress: ComfyProgress) => void },
  ): Promise<Uint8Array[]> {
    const clientId = randomUUID();
    const socket = await this.connect(clientId, signal);
    try {
      const finished = this.follow(socket, signal);
      const queued = (await this.json("/prompt", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prompt: workflow, client_id: clientId }),
        signal,
      })) as { prompt_id: string };
      on.queued(queued.prompt_id);
      const stop = () => void this.cancel(queued.prompt_id, finished.started(queued.prompt_id));
      signal.addEventListener("abort", stop, { once: true });
      try {
        await finished.until(queued.prompt_id, on.progress);
      } finally {
        signal.removeEventListener("abort", stop);
      }
      return await this.outputs(queued.prompt_id, signal);
    } finally {
      socket.close();
    }
  }

  /**
   * Takes a job off the queue, and stops it if it has started: servers before prompt-aware
   * interrupts stop whatever runs, which must not be someone else's job. Best effort: the server may be gone.
   */
  async cancel(promptId: string, started: boolean) {
    const post = (path: string, body: unknown) =>
      this.fetch(`${this.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
        .then((answer) => answer.body?.cancel())
        .catch(() => undefined);
    await post("/queue", { delete: [promptId] });
    if (started) await post("/interrupt", { prompt_id: promptId });
  }

  private async connect(clientId: string, signal: AbortSignal): Promise<WebSocket> {
    const url = new URL(`${this.baseUrl}/ws`);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.searchParams.set("clientId", clientId);
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      const fail = () => reject(new ImageProviderError("unavailable", `could not open ComfyUI's WebSocket at ${url.origin}`));
      socket.addEventListener("open", () => resolve(), { once: true });
      socket.addEventListener("error", fail, { once: true });
      signal.addEventListener("abort", () => (socket.close(), reject(signal.reason as Error)), { once: true });
    });
    return socket;
  }

  /**
   * Collects the socket's messages from the start (our job's id is known only once queued),
   * and settles when the job with that id succeeds, fails or is interrupted.
   */
  private follow(socket: WebSocket, signal: AbortSignal) {
    const seen: { type: string; data: Record<string, unknown> }[] = [];
    let notify = () => undefined as void;
    let closed = false;
    socket.addEventListener("message", (event: MessageEvent) => {
      // Binary frames are previews of the picture being made: not needed.
      if (typeof event.data !== "string") return;
      seen.push(JSON.parse(event.data) as { type: string; data: Record<string, unknown> });
      notify();
    });
    socket.addEventListener("close", () => ((closed = true), notify()));
    return {
      started: (promptId: string) => seen.some(({ type, data }) => data?.prompt_id === promptId && type === "execution_start"),
      until: (promptId: string, progress: (update: ComfyProgress) => void) =>
        new Promise<void>((resolve, reject) => {
          let read = 0;
          const check = () => {
            if (signal.aborted) return reject(signal.reason as Error);
            for (; read < seen.length; read++) {
              const { type, data } = seen[read]!;
              if (data?.prompt_id !== promptId) continue;
              if (type === "progress")
                progress({ value: Number(data.value), max: Number(data.max), node: data.node as string | undefined });
              else if (type === "execution_success" || (type === "executing" && data.node === null)) return resolve();
              else if (type === "execution_error") return reject(executionFailure(data));
              else if (type === "execution_interrupted")
                return reject(new ImageProviderError("failed", "interrupted on the ComfyUI server"));
            }
            if (closed) reject(new ImageProviderError("unavailable", "ComfyUI closed its WebSocket before the job finished"));
          };
          notify = check;
          signal.addEventListener("abort", check, { once: true });
          check();
        }),
    };
  }

  private async outputs(promptId: string, signal: AbortSignal): Promise<Uint8Array[]> {
    const history = (await this.json(`/history/${encodeURIComponent(promptId)}`, { signal })) as Record<string, HistoryEntry>;
    const images = Object.values(history[promptId]?.outputs ?? {}).flatMap((output) => output.images ?? []);
    const saved = images.filter((image) => image.type === "output");
    if (!saved.length) throw new ImageProviderError("bad_answer", "the ComfyUI workflow saved no image (it needs a SaveImage node)");
    const pictures: Uint8Array[] = [];
    for (const image of saved) {
      const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
      const answer = await this.fetch(`${this.baseUrl}/view?${query.toString()}`, { signal });
      if (!answer.ok) throw failureFromAnswer(answer.status, await answer.text());
      pictures.push(new Uint8Array(await answer.arrayBuffer()));
    }
    return pictures;
  }

  private async json(path: string, init: RequestInit): Promise<unknown> {
    const answer = await this.fetch(`${this.baseUrl}${path}`, init);
    const text = await answer.text();
    if (!answer.ok) throw failureFromAnswer(answer.status, comfyErrorText(text));
    return JSON.parse(text) as unknown;
  }
}

/** ComfyUI's `execution_error`: which node failed, and the exception it raised. */
function executionFailure(data: Record<string, unknown>): ImageProviderError {
  const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
  const node = [text(data.node_type), data.node_id ? `node ${text(data.node_id)}` : ""].filter(Boolean).join(", ");
  return failureFromAnswer(500, `${node ? `${node}: ` : ""}${text(data.exception_type)} ${text(data.exception_message)}`.trim());
}

/** A refused `/prompt` answers `{ error: { message, details }, node_errors }`: its words, not the JSON. */
function comfyErrorText(text: string): string {
  try {
    const body = JSON.parse(text) as {
      error?: { message?: string; details?: string } | string;
      node_errors?: Record<string, { errors?: { details?: string }[] }>;
    };
    const error = typeof body.error === "string" ? body.error : [body.error?.message, body.error?.details].filter(Boolean).join(": ");
    const nodes = Object.entries(body.node_errors ?? {}).flatMap(([id, node]) =>
      (node.errors ?? []).map((e) => `node ${id}: ${e.details ?? ""}`),
    );
    return [error, ...nodes].filter(Boolean).join("; ") || text;
  } catch {
    return text;
  }
}
