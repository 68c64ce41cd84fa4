import { expect } from "vitest";
import type { TestClient } from "./http.ts";
import { waitFor } from "./wait-for.ts";

const ACTIVE = new Set(["queued", "running"]);

/** Starts a generation and answers it (202). */
export async function generate(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post("/api/v1/image-gen/generations", { aspect_ratio: "1:1", count: 1, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return response.body.data;
}

/** The generation once it has ended (succeeded, failed or canceled). */
export const generationEnded = async (client: TestClient, id: string) =>
  (
    await waitFor(
      `generation ${id} to end`,
      () => client.get(`/api/v1/image-gen/generations/${id}`),
      ({ body }) => !ACTIVE.has(body.data.status),
    )
  ).body.data;

/** Generates and waits for success; answers the finished generation. */
export async function generated(client: TestClient, body: Record<string, unknown>) {
  const done = await generationEnded(client, (await generate(client, body)).id);
  expect(done.status, done.error).toBe("succeeded");
  return done;
}

/** The bytes of a response, with its status and headers. */
export async function bytesOf(client: TestClient, url: string) {
  const response = await fetch(new URL(url, client.baseUrl), { headers: client.cookieHeader() });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
export const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
export const isWebp = (bytes: Buffer) => bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP";
