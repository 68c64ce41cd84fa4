/**
 * The image studio's own overhead, against a loopback OpenAI-compatible Images API that answers
 * at once (a one-colour PNG): for each generation, from "Generate" (the POST) to the provider
 * receiving its request, and from the provider's answer to the image on screen (its `image-gen`
 * success event on `GET /api/v1/events`, then the picture's bytes fetched as the page does).
 * Starts the product as `npm start` does, on a fresh data folder. Only 127.0.0.1 is contacted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { solidPng } from "@framewise/test-support/fake-image-http";
import { startFakeImagesApi } from "@framewise/test-support/fake-image-openai";
import { percentiles, type Percentiles } from "./percentiles.ts";
import { signUp, startProduct } from "./product-server.ts";

const now = () => performance.timeOrigin + performance.now();

export interface OverheadFigures {
  runs: number;
  generateToProviderMs: Percentiles;
  providerAnswerToImageMs: Percentiles;
  /** From "Generate" to the picture's bytes in hand, provider time included (it answers at once). */
  totalMs: Percentiles;
}

/** Reads a server-sent event stream and tells when an event matching `done` arrives. */
function eventStream(response: Response) {
  const waiting = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { type: string; id: string; status: string };
        if (event.type !== "image-gen" || event.status !== "succeeded") continue;
        const at = now();
        arrived.set(event.id, at);
        waiting.get(event.id)?.(at);
      }
    }
  })().catch(() => undefined);
  return {
    succeeded: (id: string) => new Promise<number>((resolve) => (arrived.has(id) ? resolve(arrived.get(id)!) : waiting.set(id, resolve))),
  };
}

export async function measureOverhead(runs: number): Promise<OverheadFigures> {
  const pictures = new Map<string, Buffer>();
  const fake = await startFakeImagesApi({
    picture: async (width, height) =>
      pictures.get(`${width}x${height}`) ?? pictures.set(`${width}x${height}`, solidPng(width, height)).get(`${width}x${height}`)!,
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-image-gen-"));
  const server = await startProduct({
    DATA_DIR: dataDir,
    IMAGE_PROVIDER: "openai",
    IMAGE_MODEL: "loopback-model",
    IMAGE_API_KEY: "bench",
    IMAGE_BASE_URL: fake.url,
    IMAGE_GEN_MONTHLY_LIMIT: String(runs + 10),
  });
  const origin = server.url;
  const controller = new AbortController();
  try {
    const cookie = await signUp(server, "image-bench@example.com");
    const events = eventStream(await fetch(`${origin}/api/v1/events`, { headers: { cookie }, signal: controller.signal }));
    const toProvider: number[] = [];
    const toImage: number[] = [];
    const total: number[] = [];
    // Two warm-up runs (JIT, first connections), then the measured ones, one after the other.
    for (let run = -2; run < runs; run++) {
      const started = now();
      const answer = await fetch(`${origin}/api/v1/image-gen/generations`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify({ prompt: `Benchmark picture ${run}`, aspect_ratio: "1:1", count: 1, provider: "openai" }),
      });
      if (answer.status !== 202) throw new Error(`generating answered ${answer.status}: ${await answer.text()}`);
      const { data } = (await answer.json()) as { data: { id: string } };
      await events.succeeded(data.id);
      const generation = (await (await fetch(`${origin}/api/v1/image-gen/generations/${data.id}`, { headers: { cookie } })).json()) as {
        data: { images: { url: string }[] };
      };
      const picture = await fetch(new URL(generation.data.images[0]!.url, origin), { headers: { cookie } });
      await picture.arrayBuffer();
      const shown = now();
      const provider = fake.requests.at(-1)!;
      if (run < 0) continue;
      toProvider.push(provider.receivedAt - started);
      toImage.push(shown - provider.answeredAt!);
      total.push(shown - started);
    }
    return {
      runs,
      generateToProviderMs: percentiles(toProvider),
      providerAnswerToImageMs: percentiles(toImage),
      totalMs: percentiles(total),
    };
  } finally {
    controller.abort();
    await server.stop();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
