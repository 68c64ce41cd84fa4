import { sql } from "drizzle-orm";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { TestClient } from "./http.ts";
import type { TestServer } from "./test-server.ts";
import type { UserEvents } from "./user-events.ts";
import { within } from "./wait-for.ts";

export const PROMPT_TESTS = "/api/v1/staff/prompt-tests";

/** A signed-in staff member: an address on the test staff domain, verified. */
export async function signUpStaff(server: TestServer, email: string, client = new TestClient(server.url)): Promise<TestClient> {
  await client.signUp(email);
  await server.database.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
  return client;
}

/** A storyboard as a model would write it for the clean template in 9:16: a title scene, then a call to action. */
export function storyboard(words: { headline: string; voiceover: string; cta?: string }) {
  return {
    version: 1,
    title: "Planned",
    aspectRatio: "9:16",
    templateId: "clean",
    scenes: [
      {
        id: "scene-1",
        layoutId: "title",
        slots: { headline: { text: words.headline } },
        duration: 4,
        voiceover: { text: words.voiceover },
      },
      {
        id: "scene-2",
        layoutId: "call-to-action",
        slots: { headline: { text: words.cta ?? "Order yours today" }, button: { text: "Order" } },
        duration: 4,
      },
    ],
  };
}

const ENDED = new Set(["succeeded", "failed", "canceled"]);

/**
 * Run `id`'s detail once it has ended: at once if it already has, else after its ending event
 * on `events` (a stream opened before this is called, so no event falls between the two).
 */
export async function runEnded(client: TestClient, events: UserEvents, id: string): Promise<any> {
  const read = async () => (await client.get(`${PROMPT_TESTS}/runs/${id}`)).body.data;
  const now = await read();
  if (ENDED.has(now.status)) return now;
  await events.until(`run ${id} to end`, (all) =>
    all.some((event) => event.type === "prompt-test-run" && event.id === id && ENDED.has(event.status)),
  );
  return read();
}

export interface ModelGate {
  /** An OpenAI-compatible base URL (ending in `/v1`) to configure a model with. */
  url: string;
  /** Resolves once `count` requests have been held since the gate opened (or was last released). */
  held(count: number): Promise<void>;
  /** From now on requests pass to the fake behind; those held until now are dropped. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for a slow model server: it holds every chat completion request (the
 * caller waits, as on a model thinking for minutes) until released, then passes requests to
 * `target` (the OpenAI fake).
 */
export async function startModelGate(target: string): Promise<ModelGate> {
  let open = false;
  const held: ServerResponse[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (!open) {
        held.push(response);
        waiters.forEach((waiter) => waiter());
        return;
      }
      void fetch(`${target}${(request.url ?? "").replace(/^\/v1/, "")}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: Buffer.concat(chunks),
      }).then(async (answer) => response.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    held: (count) =>
      within(
        `${count} held model requests`,
        new Promise<void>((resolve) => {
          const check = () => held.length >= count && (waiters.delete(check), resolve());
          waiters.add(check);
          check();
        }),
      ),
    release() {
      open = true;
      for (const response of held.splice(0)) response.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
