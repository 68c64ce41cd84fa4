/**
 * The staff chat's own time to first token: for each run, the time from sending a question to the
 * first streamed word arriving, through the product (`POST /api/v1/staff/chats/{id}/messages`,
 * the AI SDK's UI message stream) and straight from the loopback OpenAI-protocol model it talks
 * to (a streamed chat completion); the difference is what the server adds. Starts the product as
 * `npm start` does, on a fresh data folder. Only 127.0.0.1 is contacted. Prints JSON.
 *
 *   node bench/llm-chat.ts [--runs 30]
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startFakeOpenAi } from "@framewise/test-support/fake-openai";
import { mailLink, outboxMail } from "@framewise/test-support/outbox";
import { percentiles } from "./percentiles.ts";
import { signUp, startProduct } from "./product-server.ts";

const ANSWER = "The first words of an answer, and then the rest of it, word by word.";

/** Milliseconds from `start` until the stream's first chunk for which `isWord` holds. */
async function firstWord(start: number, response: Response, isWord: (data: string) => boolean): Promise<number> {
  const decoder = new TextDecoder();
  let buffered = "";
  let at: number | undefined;
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    if (at === undefined && lines.some((line) => line.startsWith("data: ") && isWord(line.slice(6)))) at = performance.now() - start;
  }
  if (at === undefined) throw new Error("The stream ended without a word");
  return at;
}

const { values } = parseArgs({ options: { runs: { type: "string", default: "30" } } });
const runs = Number(values.runs);

const llm = await startFakeOpenAi();
const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-chat-"));
const server = await startProduct({
  DATA_DIR: dataDir,
  STAFF_EMAIL_DOMAINS: "staff.test",
  LLM_PROVIDER: "openai-compatible",
  LLM_MODEL: "loopback-model",
  LLM_BASE_URL: llm.url,
});
try {
  const origin = server.url;
  const email = "chat-bench@staff.test";
  const cookie = await signUp(server, email);
  // Staff: the address verified through the link in the outbox.
  const [mail] = await outboxMail(dataDir, email);
  await fetch(mailLink(mail!), { redirect: "manual" });
  const headers = { "content-type": "application/json", origin, cookie };

  const direct: number[] = [];
  const viaServer: number[] = [];
  const added: number[] = [];
  const beforeModel: number[] = [];
  // Two warm-up runs (JIT, first connections), then the measured ones, one after the other.
  for (let run = -2; run < runs; run++) {
    llm.answer({ text: ANSWER });
    let start = performance.now();
    const straight = await fetch(`${llm.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "loopback-model", stream: true, messages: [{ role: "user", content: "Hello" }] }),
    });
    const own = await firstWord(start, straight, (data) => data.includes('"content":"T'));

    const chat = (await (await fetch(`${origin}/api/v1/staff/chats`, { method: "POST", headers, body: "{}" })).json()) as {
      data: { id: string };
    };
    llm.answer({ text: ANSWER });
    start = performance.now();
    const answer = await fetch(`${origin}/api/v1/staff/chats/${chat.data.id}/messages`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        trigger: "submit-message",
        message: { id: randomUUID(), parts: [{ type: "text", text: "Hello" }] },
        parent_id: null,
      }),
    });
    const answered = performance.now() - start;
    if (answer.status !== 200) throw new Error(`asking answered ${answer.status}: ${await answer.text()}`);
    const through = await firstWord(start, answer, (data) => data.startsWith('{"type":"text-delta"'));
    if (run < 0) continue;
    direct.push(own);
    viaServer.push(through);
    added.push(through - own);
    beforeModel.push(answered);
  }
  console.log(
    JSON.stringify(
      {
        runs,
        modelFirstTokenMs: percentiles(direct),
        throughServerFirstTokenMs: percentiles(viaServer),
        serverAddedMs: percentiles(added),
        // Of which: from the question to the answer's stream opening (the turn checked and written, the model called).
        questionToStreamMs: percentiles(beforeModel),
        targetMs: 50,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await llm.close();
  await rm(dataDir, { recursive: true, force: true });
}
