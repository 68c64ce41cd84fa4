import { startFakeComfyUi, type FakeComfyUi } from "@framewise/test-support/fake-image-comfyui";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_PROVIDER_FAILURES } from "../src/image-studio/image-gen/providers/image-provider.ts";
import { TestClient } from "./helpers/http.ts";
import { bytesOf, generate, generated, generationEnded } from "./helpers/image-gen.ts";
import { flatPicture } from "./helpers/image-providers.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/image-gen";

/** The whole flow with IMAGE_PROVIDER pointing at a ComfyUI server (a loopback one speaking its protocol). */
describe("the image studio with ComfyUI configured", () => {
  let fake: FakeComfyUi;
  let server: TestServer;
  let owner: TestClient;

  beforeAll(async () => {
    fake = await startFakeComfyUi({ picture: (width, height) => flatPicture(width, height, "#4477aa") });
    server = await startTestServer("pglite", { IMAGE_PROVIDER: "comfyui", IMAGE_BASE_URL: fake.url });
    owner = new TestClient(server.url);
    await owner.signUp("comfy-owner@example.com");
  });
  afterAll(async () => {
    await server?.destroy();
    await fake?.close();
  });

  it("offers ComfyUI first, with the offline preview generator beside it", async () => {
    const { body } = await owner.get(`${API}/providers`);
    expect(body.data.default_provider).toBe("comfyui");
    expect(body.data.providers).toEqual([
      {
        id: "comfyui",
        label: "ComfyUI",
        model: "default-workflow",
        capabilities: ["generate", "negative", "seed", "variations", "mask", "outpaint"],
        offline_preview: false,
        native_upscale: [],
      },
      expect.objectContaining({ id: "offline", offline_preview: true }),
    ]);
  });

  it("generates through ComfyUI: the workflow queued with the recipe, the pictures stored at the recipe's size", async () => {
    const done = await generated(owner, {
      prompt: "A harbour at night",
      negative_prompt: "blurry",
      aspect_ratio: "3:2",
      count: 2,
      seed: 99,
    });
    expect(done.recipe).toMatchObject({ provider: "comfyui", model: "default-workflow", seed: 99 });
    const job = fake.jobs.at(-1)!;
    const sampler = Object.values(job.workflow).find((node) => node.class_type === "KSampler")!;
    expect(sampler.inputs).toMatchObject({ seed: 99 });
    expect(done.images).toHaveLength(2);
    expect(done.images.map((image: { offline_preview: boolean }) => image.offline_preview)).toEqual([false, false]);
    const { bytes } = await bytesOf(owner, done.images[0].url);
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([done.recipe.width, done.recipe.height]);
  });

  it("ends a job ComfyUI failed with the clear message, and does not count it", async () => {
    const before = (await owner.get(`${API}/providers`)).body.data.quota.used;
    fake.outcome({ kind: "error", exceptionType: "torch.OutOfMemoryError", message: "Allocation on device" });
    const failed = await generationEnded(owner, (await generate(owner, { prompt: "A very large picture" })).id);
    expect(failed).toMatchObject({ status: "failed", error: IMAGE_PROVIDER_FAILURES.out_of_memory });
    expect((await owner.get(`${API}/providers`)).body.data.quota.used).toBe(before);
  });

  it("cancels a running ComfyUI job: taken off its queue and interrupted", async () => {
    fake.outcome({ kind: "hold" });
    const queued = await generate(owner, { prompt: "A slow one" });
    // Running on ComfyUI, held at its first step.
    await expect.poll(() => fake.holding().length, { timeout: 10_000 }).toBe(1);
    const job = fake.jobs.at(-1)!;
    expect(fake.holding()).toEqual([job.id]);
    expect((await owner.get(`${API}/generations/${queued.id}`)).body.data.status).toBe("running");
    expect((await owner.post(`${API}/generations/${queued.id}/cancel`, {})).status).toBe(200);
    expect(await generationEnded(owner, queued.id)).toMatchObject({ status: "canceled" });
    await expect.poll(() => fake.cancelled, { timeout: 10_000 }).toEqual(expect.arrayContaining([job.id, `interrupt:${job.id}`]));
  });
});
