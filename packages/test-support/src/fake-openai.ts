import { createServer, type IncomingMessage } from "node:http";
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
}

/** What the fake answers next: a tool call with these arguments, plain text, or an HTTP error. */
export type ScriptedAnswer = { toolCall: { name: string; arguments: unknown } } | { text: string } | { status: number; error: string };
/** An answer, or a function that makes it from the request (for answers that name what the server sent, such as its asset ids). */
export type QueuedAnswer = ScriptedAnswer | ((request: ChatRequest) => ScriptedAnswer);

export interface FakeOpenAi {
  /** The base URL to configure (`LLM_BASE_URL`), ending in `/v1`. */
  url: string;
  /** Every chat completion request received, in order. */
  requests: ChatRequest[];
  /** Queues answers, one per request; a request with none queued is a 500. */
  answer(...answers: QueuedAnswer[]): void;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * A stand-in for a paid model API on 127.0.0.1 that speaks OpenAI's Chat Completions protocol
 * (non-streaming, function tool calls, usage), answering from a script.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const script: QueuedAnswer[] = [];
  let calls = 0;
  const server = createServer((request, response) => {
    void body(request).then((text) => {
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
      const message =
        "toolCall" in answer
          ? {
              role: "assistant",
              content: null,
              tool_calls: [
                {
                  id: `call_${calls}`,
                  type: "function",
                  function: { name: answer.toolCall.name, arguments: JSON.stringify(answer.toolCall.arguments) },
                },
              ],
            }
          : { role: "assistant", content: answer.text };
      send(200, {
        id: `chatcmpl-${calls}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: chat.model,
        choices: [{ index: 0, message, finish_reason: "toolCall" in answer ? "tool_calls" : "stop" }],
        usage: { prompt_tokens: 1000 + calls, completion_tokens: 200 + calls, total_tokens: 1200 + 2 * calls },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => script.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
