import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safePost, UnsafeUrlError } from "./safe-fetch.ts";

// Traffic goes to 127.0.0.1 only; private addresses appear only as refused URLs.

describe("safePost", () => {
  const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let base = "";
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
        if (request.url === "/moved") response.writeHead(307, { location: "/elsewhere" }).end("moved");
        else if (request.url === "/broken") response.writeHead(500).end("it broke");
        else response.writeHead(200).end("thanks");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = { allowLoopbackForTests: true };
  const post = { body: '{"a":1}', headers: { "content-type": "application/json", "webhook-id": "m1" } };

  it("posts the body with its headers and answers the status and body", async () => {
    const answer = await safePost(`${base}/in`, post, options);
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body.toString()).toBe("thanks");
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/in", body: '{"a":1}', headers: { "webhook-id": "m1" } });
  });

  it("answers a failure status with its body instead of throwing", async () => {
    const answer = await safePost(`${base}/broken`, post, options);
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toBe("it broke");
  });

  it("answers a redirect rather than sending the body on to where it points", async () => {
    const before = seen.length;
    const answer = await safePost(`${base}/moved`, post, options);
    expect(answer.status).toBe(307);
    expect(seen.slice(before).map((request) => request.url)).toEqual(["/moved"]);
  });

  it("refuses a private address before sending anything", async () => {
    const before = seen.length;
    await expect(safePost("http://10.1.2.3/in", post, options)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safePost(`${base}/in`, post)).rejects.toMatchObject({ code: "blocked_address" });
    expect(seen.length).toBe(before);
  });
});
