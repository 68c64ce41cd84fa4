import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A chat completion request as the OpenAI protocol sends it (the parts the tests read). */
export interface ChatRequest {
  model: string;
  messages: {
    role: string;
    content: unknown;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: { type: "function"; function: { name: string; parameters: Record<string, unknown> } }[];
  tool_choice?: unknown;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

/** A point in a streamed answer where it waits until the test lets it go on (Stop and refresh tests, without sleeps). */
export interface Gate {
  /** Settles when the stream has reached the gate (everything before it was sent). */
  reached: Promise<void>;
  release(): void;
}

interface ToolCallAnswer {
  name: string;
  arguments: unknown;
}

/** How a streamed answer behaves beyond its content; a non-streaming request ignores these. */
export interface StreamOptions {
  /** Waits at this gate after this many text deltas (0: before the first). */
  pause?: { afterDeltas: number; gate: Gate };
  /** Sends an error chunk after this many text deltas and ends the stream, as a provider failing mid-answer does. */
  failAfter?: { deltas: number; error: string };
}

/**
 * What the fake answers next: a tool call, several in one answer (parallel), plain text, or an
 * HTTP error. Streamed when the request asks (`stream: true`): text word by word, then the finish
 * reason and, with `stream_options.include_usage`, a usage chunk.
 */
export type ScriptedAnswer =
  (({ toolCall: ToolCallAnswer } | { toolCalls: ToolCallAnswer[] } | { text: string }) & StreamOptions) | { status: number; error: string };
/** An answer, or a function that makes it from the request (for answers that name what the server sent, such as its asset ids). */
export type QueuedAnswer = ScriptedAnswer | ((request: ChatRequest) => ScriptedAnswer);

export interface FakeOpenAi {
  /** The base URL to configure (`LLM_BASE_URL`), ending in `/v1`. */
  url: string;
  /** Every chat completion request received, in order. */
  requests: ChatRequest[];
  /** Queues answers, one per request; a request with none queued is a 500. */
  answer(...answers: QueuedAnswer[]): void;
  /** A gate for `pause`, released by the test (and by `close`). */
  gate(): Gate;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

type ContentAnswer = Exclude<ScriptedAnswer, { status: number }>;

const toolCallsOf = (answer: ContentAnswer): ToolCallAnswer[] =>
  "toolCall" in answer ? [answer.toolCall] : "toolCalls" in answer ? answer.toolCalls : [];

/** Words with the spaces after them, so the deltas join back into the text exactly. */
const textDeltas = (text: string) => text.split(/(?<=\s)(?=\S)/);

/** A gate as the stream uses it: it says it arrived, then waits to pass. */
interface StreamGate extends Gate {
  arrive(): void;
  passed: Promise<void>;
}

function makeGate(): StreamGate {
  let arrive!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const passed = new Promise<void>((resolve) => (release = resolve));
  return { reached, passed, release, arrive };
}

/** Writes one answer as Chat Completions server-sent events, in order, waiting at its gate if it has one. */
async function streamAnswer(response: ServerResponse, chat: ChatRequest, answer: ContentAnswer, id: string, usage: object) {
  const base = { id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: chat.model };
  const send = (json: object) => {
    if (!response.destroyed) response.write(`data: ${JSON.stringify(json)}\n\n`);
  };
  const delta = (value: object, finishReason: string | null = null) =>
    send({ ...base, choices: [{ index: 0, delta: value, finish_reason: finishReason }] });
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  delta({ role: "assistant", content: "" });
  const deltas = "text" in answer ? textDeltas(answer.text) : [];
  for (let sent = 0; sent <= deltas.length; sent++) {
    if (answer.pause?.afterDeltas === sent) {
      const gate = answer.pause.gate as StreamGate;
      gate.arrive();
      await gate.passed;
    }
    if (answer.failAfter?.deltas === sent) {
      send({ error: { message: answer.failAfter.error, type: "server_error" } });
      return response.end();
    }
    if (sent < deltas.length) delta({ content: deltas[sent] });
  }
  const calls = toolCallsOf(answer);
  calls.forEach((call, index) =>
    delta({ tool_calls: [{ index, id: `${id}_call_${index}`, type: "function", function: { name: call.name, arguments: "" } }] }),
  );
  calls.forEach((call, index) => delta({ tool_calls: [{ index, function: { arguments: JSON.stringify(call.arguments) } }] }));
  delta({}, calls.length ? "tool_calls" : "stop");
  if (chat.stream_options?.include_usage) send({ ...base, choices: [], usage });
  response.end("data: [DONE]\n\n");
}

/**
 * A stand-in for a paid model API on 127.0.0.1 that speaks OpenAI's Chat Completions protocol
 * (plain and streamed answers, function tool calls, several at once, usage, errors), answering
 * from a script.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const script: QueuedAnswer[] = [];
  const gates: Gate[] = [];
  let calls = 0;
  const server = createServer((request, response) => {
    void body(request).then(async (text) => {
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      if (request.method !== "POST" || request.url !== "/v1/chat/completions")
        return send(404, { error: { message: `no route ${request.method} ${request.url}` } });
      const chat = JSON.parse(text) as ChatRequest;
      requests.push(chat);
      const queued = script.shift();
      const answer = typeof queued === "function" ? queued(chat) : queued;
      if (!answer) return send(500, { error: { message: "the fake has no answer queued", type: "server_error" } });
      if ("status" in answer) return send(answer.status, { error: { message: answer.error, type: "invalid_request_error" } });
      calls++;
      const id = `chatcmpl-${calls}`;
      const usage = { prompt_tokens: 1000 + calls, completion_tokens: 200 + calls, total_tokens: 1200 + 2 * calls };
      if (chat.stream) return streamAnswer(response, chat, answer, id, usage);
      const toolCalls = toolCallsOf(answer);
      const message = toolCalls.length
        ? {
            role: "assistant",
            content: null,
            tool_calls: toolCalls.map((call, index) => ({
              id: toolCalls.length === 1 ? `call_${calls}` : `call_${calls}_${index}`,
              type: "function",
              function: { name: call.name, arguments: JSON.stringify(call.arguments) },
            })),
          }
        : { role: "assistant", content: "text" in answer ? answer.text : "" };
      send(200, {
        id,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: chat.model,
        choices: [{ index: 0, message, finish_reason: toolCalls.length ? "tool_calls" : "stop" }],
        usage,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => script.push(...answers),
    gate() {
      const gate = makeGate();
      gates.push(gate);
      return gate;
    },
    close() {
      for (const gate of gates) gate.release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
