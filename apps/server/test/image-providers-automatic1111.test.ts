import { startFakeAutomatic1111, type FakeAutomatic1111 } from "@framewise/test-support/fake-image-automatic1111";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { createAutomatic1111Provider } from "../src/image-studio/image-gen/providers/automatic1111-provider.ts";
import { createImageProviders } from "../src/image-studio/image-gen/providers/create-image-providers.ts";
import { IMAGE_PROVIDER_FAILURES, type GenerateRequest } from "../src/image-studio/image-gen/providers/image-provider.ts";
import { flatPicture, recordingRun, rectangleMask, sizeOf } from "./helpers/image-providers.ts";

let fake: FakeAutomatic1111;
beforeAll(async () => {
  fake = await startFakeAutomatic1111({
    picture: (width, height) => flatPicture(width, height),
    sizeOf: async (bytes) => {
      const { width, height } = await sharp(bytes).metadata();
      return [width, height];
    },
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.interrupts = 0;
});

const webUi = (env: Record<string, string> = {}) =>
  createImageProviders(loadConfig({ IMAGE_PROVIDER: "automatic1111", IMAGE_BASE_URL: fake.url, ...env }).imageGen).find("automatic1111")!;

const request = (changes: Partial<GenerateRequest> = {}): GenerateRequest => ({
  prompt: "A castle on a hill",
  negativePrompt: "lowres",
  width: 832,
  height: 1216,
  count: 2,
  seed: 77,
  references: [],
  params: { steps: 20, sampler: "DPM++ 2M" },
  ...changes,
});
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("AUTOMATIC1111 / Forge provider", () => {
  it("declares its upscaler's factors", () => {
    expect(webUi().nativeUpscale).toEqual([2, 4]);
    expect(webUi().capabilities).toContain("mask");
  });

  it("posts txt2img with the recipe, reads progress while it runs, and returns the pictures with their seeds", async () => {
    fake.holdFor(2);
    const { run, progress } = recordingRun();
    const images = await webUi({ IMAGE_API_KEY: "artist:secret", IMAGE_MODEL: "sdxl_base.safetensors" }).generate(request(), run);
    expect(fake.requests).toEqual([
      {
        path: "/sdapi/v1/txt2img",
        authorization: `Basic ${b64(Buffer.from("artist:secret"))}`,
        body: {
          prompt: "A castle on a hill",
          negative_prompt: "lowres",
          seed: 77,
          width: 832,
          height: 1216,
          batch_size: 2,
          n_iter: 1,
          steps: 20,
          cfg_scale: 7,
          sampler_name: "DPM++ 2M",
          override_settings: { sd_model_checkpoint: "sdxl_base.safetensors" },
          send_images: true,
          save_images: false,
        },
      },
    ]);
    expect(progress.filter((update) => update.step?.startsWith("Step")).length).toBeGreaterThanOrEqual(1);
    expect(progress.find((update) => update.step === "Step 1 of 20")).toEqual({ fraction: 0.05, step: "Step 1 of 20" });
    expect(images.map((image) => image.seed)).toEqual([77, 78]);
    for (const image of images) expect(await sizeOf(image.bytes)).toEqual({ width: 832, height: 1216, format: "png" });
  });

  it("inpaints through img2img with the picture, the mask and inpainting_fill", async () => {
    const picture = await flatPicture(512, 512, "#225588");
    const mask = await rectangleMask(512, 512, { left: 100, top: 100, width: 200, height: 200 });
    const images = await webUi().edit!(
      {
        image: { bytes: picture, mimeType: "image/png" },
        mask: { bytes: mask, mimeType: "image/png" },
        prompt: "a window",
        negativePrompt: undefined,
        width: 512,
        height: 512,
        count: 1,
        seed: 3,
      },
      recordingRun().run,
    );
    const [received] = fake.requests;
    expect(received!.path).toBe("/sdapi/v1/img2img");
    expect(received!.body).toMatchObject({
      init_images: [b64(picture)],
      inpainting_fill: 1,
      inpainting_mask_invert: 0,
      denoising_strength: 0.9,
      prompt: "a window",
    });
    const sentMask = Buffer.from(String(received!.body.mask), "base64");
    expect((await sharp(sentMask).metadata()).width).toBe(512);
    expect(images).toHaveLength(1);
  });

  it("upscales 2× and 4× with the WebUI's own upscaler", async () => {
    const picture = await flatPicture(300, 200);
    const bigger = await webUi().upscale!({ image: { bytes: picture, mimeType: "image/png" }, factor: 4 }, recordingRun().run);
    expect(fake.requests[0]).toMatchObject({
      path: "/sdapi/v1/extra-single-image",
      body: { upscaling_resize: 4, upscaler_1: "R-ESRGAN 4x+" },
    });
    expect(await sizeOf(bigger.bytes)).toEqual({ width: 1200, height: 800, format: "png" });
  });

  it("interrupts the render when cancelled", async () => {
    fake.trouble({ hang: true });
    const { run, cancel } = recordingRun();
    const asking = webUi().generate(request(), run);
    await expect.poll(() => fake.requests.length).toBe(1);
    cancel();
    await expect(asking).rejects.toMatchObject({ name: "AbortError" });
    await expect.poll(() => fake.interrupts).toBe(1);
  });

  it.each([
    {
      name: "GPU out of memory",
      status: 500,
      body: { error: "OutOfMemoryError", detail: "", body: "", errors: "CUDA out of memory. Tried to allocate 1.50 GiB" },
      code: "out_of_memory",
    },
    { name: "refused credentials", status: 401, body: { detail: "Incorrect username or password." }, code: "bad_credentials" },
    {
      name: "any other failure",
      status: 422,
      body: { detail: [{ loc: ["body", "width"], msg: "value is not a valid integer", type: "type_error.integer" }] },
      code: "failed",
    },
  ])("maps $name", async ({ status, body, code }) => {
    fake.trouble({ status, body });
    const failure = webUi().generate(request(), recordingRun().run);
    await expect(failure).rejects.toMatchObject({ code });
    if (code === "failed") await expect(failure).rejects.toThrow(`${IMAGE_PROVIDER_FAILURES.failed} ([{"loc":["body","width"]`);
  });

  it("says the WebUI took too long", async () => {
    fake.trouble({ hang: true });
    const slow = createAutomatic1111Provider({ model: "current-checkpoint", apiKey: undefined, baseUrl: fake.url, timeoutMs: 300 });
    await expect(slow.generate(request(), recordingRun().run)).rejects.toMatchObject({ code: "timeout" });
    await expect.poll(() => fake.interrupts).toBe(1);
  });
});
