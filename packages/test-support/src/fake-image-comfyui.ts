import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { listen, readBody, readForm, readJson, sendBytes, sendJson, type PictureMaker } from "./fake-image-http.ts";

type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** A queued job as the fake received it. */
export interface ComfyJob {
  id: string;
  clientId: string;
  workflow: Workflow;
}

/**
 * How the next job ends: as usual, with a node's exception, held running until it is
 * interrupted, or left waiting in the queue (behind another person's job) until deleted from it.
 */
export type ComfyOutcome =
  { kind: "success" } | { kind: "error"; exceptionType: string; message: string } | { kind: "hold" } | { kind: "queued" };

export interface FakeComfyUi {
  /** The server's address (`IMAGE_BASE_URL`). */
  url: string;
  jobs: ComfyJob[];
  /** Pictures uploaded to the input folder, by the name answered. */
  uploads: Map<string, Uint8Array>;
  /** Job ids asked to be deleted from the queue or interrupted. */
  cancelled: string[];
  /** Ids of the jobs held running (outcome `hold`) right now. */
  holding(): string[];
  /** Steps each job reports progress for. */
  steps: number;
  /** How the next jobs end, in order (then as usual). */
  outcome(...outcomes: ComfyOutcome[]): void;
  /** Answers the next `POST /prompt` with ComfyUI's refusal of an invalid workflow. */
  refuseNext(message: string): void;
  close(): Promise<void>;
}

const WEBSOCKET_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/** A WebSocket frame from the server (never masked): text for JSON, binary for previews. */
function frame(payload: Buffer, opcode: 1 | 2 | 8): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.from([0x80 | opcode, length]) : Buffer.alloc(4);
  if (length >= 126) {
    if (length > 0xffff) throw new Error("frame too large for the fake");
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  }
  return Buffer.concat([header, payload]);
}

/**
 * A stand-in for a ComfyUI server on 127.0.0.1 speaking its HTTP API (`POST /upload/image`,
 * `POST /prompt`, `GET /history/{id}`, `GET /view`, `POST /queue`, `POST /interrupt`) and its
 * WebSocket (`/ws?clientId=…`, a minimal RFC 6455 server): each job sends `execution_start`,
 * `executing`, `progress` {value, max} for each step (and a binary preview frame), then
 * `executing` {node: null} and `execution_success`, or `execution_error` / `execution_interrupted`.
 * The saved pictures are the size of the workflow's latent (or 512×512) and as many as its batch.
 */
export async function startFakeComfyUi(options: { picture: PictureMaker }): Promise<FakeComfyUi> {
  const jobs: ComfyJob[] = [];
  const uploads = new Map<string, Uint8Array>();
  const outputs = new Map<string, string[]>();
  const files = new Map<string, Uint8Array>();
  const sockets = new Map<string, Duplex>();
  const held = new Map<string, () => void>();
  const waiting = new Map<string, () => void>();
  const outcomes: ComfyOutcome[] = [];
  const refusals: string[] = [];
  const fake: FakeComfyUi = {
    url: "",
    jobs,
    uploads,
    cancelled: [],
    holding: () => [...held.keys()],
    steps: 3,
    outcome: (...list) => outcomes.push(...list),
    refuseNext: (message) => refusals.push(message),
    close: async () => undefined,
  };

  const tell = (clientId: string, type: string, data: Record<string, unknown>) =>
    sockets.get(clientId)?.write(frame(Buffer.from(JSON.stringify({ type, data })), 1));

  async function execute(job: ComfyJob, outcome: ComfyOutcome) {
    const { id, clientId } = job;
    if (outcome.kind === "queued") return new Promise<void>((resolve) => waiting.set(id, resolve));
    tell(clientId, "execution_start", { prompt_id: id, timestamp: Date.now() });
    tell(clientId, "executing", { node: "3", display_node: "3", prompt_id: id });
    if (outcome.kind === "error") {
      tell(clientId, "execution_error", {
        prompt_id: id,
        node_id: "3",
        node_type: "KSampler",
        executed: ["4", "5", "6", "7"],
        exception_message: outcome.message,
        exception_type: outcome.exceptionType,
        traceback: ['  File "execution.py", line 1, in execute\n'],
        current_inputs: {},
        current_outputs: {},
      });
      return;
    }
    for (let step = 1; step <= fake.steps; step++) {
      tell(clientId, "progress", { value: step, max: fake.steps, prompt_id: id, node: "3" });
      sockets.get(clientId)?.write(frame(Buffer.from([0, 0, 0, 1, 0, 0, 0, 2]), 2));
      if (outcome.kind === "hold" && step === 1) {
        await new Promise<void>((resolve) => held.set(id, resolve));
        tell(clientId, "execution_interrupted", { prompt_id: id, node_id: "3", node_type: "KSampler", executed: [] });
        return;
      }
    }
    const [width, height, count] = latentOf(job.workflow);
    const names: string[] = [];
    for (let index = 0; index < count; index++) {
      const name = `framewise_${String(jobs.indexOf(job) * 10 + index + 1).padStart(5, "0")}_.png`;
      files.set(name, await options.picture(width, height));
      names.push(name);
    }
    outputs.set(id, names);
    tell(clientId, "executed", {
      node: "9",
      display_node: "9",
      output: { images: names.map((filename) => ({ filename, subfolder: "", type: "output" })) },
      prompt_id: id,
    });
    tell(clientId, "executing", { node: null, prompt_id: id });
    tell(clientId, "execution_success", { prompt_id: id, timestamp: Date.now() });
  }

  const routes: Record<string, (request: IncomingMessage, url: URL) => Promise<[number, unknown] | Uint8Array>> = {
    "POST /upload/image": async (request) => {
      const form = await readForm(request);
      const file = form.get("image") as File;
      uploads.set(file.name, new Uint8Array(await file.arrayBuffer()));
      return [200, { name: file.name, subfolder: "", type: (form.get("type") as string | null) ?? "input" }];
    },
    "POST /prompt": async (request) => {
      const body = await readJson(request);
      const refusal = refusals.shift();
      if (refusal)
        return [
          400,
          {
            error: { type: "prompt_outputs_failed_validation", message: "Prompt outputs failed validation", details: "", extra_info: {} },
            node_errors: {
              "4": {
                errors: [{ type: "value_not_in_list", message: "Value not in list", details: refusal, extra_info: {} }],
                dependent_outputs: ["9"],
                class_type: "CheckpointLoaderSimple",
              },
            },
          },
        ];
      const job = { id: randomUUID(), clientId: String(body.client_id), workflow: body.prompt as Workflow };
      jobs.push(job);
      setImmediate(() => void execute(job, outcomes.shift() ?? { kind: "success" }));
      return [200, { prompt_id: job.id, number: jobs.length, node_errors: {} }];
    },
    "GET /history": async (_, url) => {
      const id = url.pathname.split("/")[2]!;
      const names = outputs.get(id);
      if (!names) return [200, {}];
      const job = jobs.find((candidate) => candidate.id === id)!;
      return [
        200,
        {
          [id]: {
            prompt: [jobs.indexOf(job), id, job.workflow, {}, ["9"]],
            outputs: { "9": { images: names.map((filename) => ({ filename, subfolder: "", type: "output" })) } },
            status: { status_str: "success", completed: true, messages: [] },
          },
        },
      ];
    },
    "GET /view": async (_, url) => files.get(url.searchParams.get("filename") ?? "") ?? [404, { error: "not found" }],
    "POST /queue": async (request) => {
      const body = await readJson(request);
      for (const id of (body.delete as string[] | undefined) ?? []) {
        fake.cancelled.push(id);
        waiting.get(id)?.();
        waiting.delete(id);
      }
      return [200, {}];
    },
    "POST /interrupt": async (request) => {
      const body = (await readBody(request)).toString();
      const id = body ? (JSON.parse(body) as { prompt_id?: string }).prompt_id : undefined;
      // Without an id, whatever runs is interrupted.
      for (const [heldId, release] of held) {
        if (id && id !== heldId) continue;
        fake.cancelled.push(`interrupt:${heldId}`);
        held.delete(heldId);
        release();
      }
      return [200, {}];
    },
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const route = routes[`${request.method} /${url.pathname.split("/")[1]}${url.pathname.startsWith("/upload/") ? "/image" : ""}`];
    if (!route) return sendJson(response, 404, { error: `no route ${request.method} ${url.pathname}` });
    route(request, url)
      .then((answer) => (answer instanceof Uint8Array ? sendBytes(response, answer) : sendJson(response, answer[0], answer[1])))
      .catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });

  server.on("upgrade", (request, socket) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const clientId = url.searchParams.get("clientId") ?? randomUUID();
    const accept = createHash("sha1")
      .update(`${String(request.headers["sec-websocket-key"])}${WEBSOCKET_GUID}`)
      .digest("base64");
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    sockets.set(clientId, socket);
    socket.on("data", (data: Buffer) => {
      // The client's close frame: answer it and hang up.
      if ((data[0]! & 0x0f) === 8) socket.end(frame(Buffer.alloc(0), 8));
    });
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(clientId));
    tell(clientId, "status", { status: { exec_info: { queue_remaining: 0 } }, sid: clientId });
  });

  const listening = await listen(server);
  fake.url = listening.url;
  fake.close = async () => {
    for (const release of [...held.values(), ...waiting.values()]) release();
    for (const socket of sockets.values()) socket.destroy();
    await listening.close();
  };
  return fake;
}

/** The latent's width, height and batch from the workflow's EmptyLatentImage / RepeatLatentBatch nodes. */
function latentOf(workflow: Workflow): [number, number, number] {
  const nodes = Object.values(workflow);
  const latent = nodes.find((node) => node.class_type === "EmptyLatentImage")?.inputs;
  const repeat = nodes.find((node) => node.class_type === "RepeatLatentBatch")?.inputs;
  return [Number(latent?.width ?? 512), Number(latent?.height ?? 512), Number(latent?.batch_size ?? repeat?.amount ?? 1)];
}
