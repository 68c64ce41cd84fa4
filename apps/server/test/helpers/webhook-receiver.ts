import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers to its n-th message (0-based). */
export type Answer = (index: number, message: ReceivedWebhook) => { status: number; body?: string };

/** A loopback HTTP server that keeps every message posted to it and answers as `answer` says. */
export async function startWebhookReceiver(answer: Answer = () => ({ status: 204 })) {
  const received: ReceivedWebhook[] = [];
  let respond = answer;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const message = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      const { status, body } = respond(received.length, message);
      received.push(message);
      response.writeHead(status, { "content-type": "text/plain" }).end(body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Answers from now on as `next` says (its index counts every message so far). */
    answerWith(next: Answer) {
      respond = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
