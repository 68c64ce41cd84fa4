import { startFakeHostedImages, type FakeHostedImages } from "@framewise/test-support/fake-image-hosted";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { createImageProviders } from "../src/image-studio/image-gen/providers/create-image-providers.ts";
import { IMAGE_PROVIDER_FAILURES, type GenerateRequest } from "../src/image-studio/image-gen/providers/image-provider.ts";
import { flatPicture, recordingRun, sizeOf } from "./helpers/image-providers.ts";

let fake: FakeHostedImages;
beforeAll(async () => {
  fake = await startFakeHostedImages({ picture: (width, height) => flatPicture(width, height) });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.downloads.length = 0;
});

const provider = (name: "fal" | "replicate" | "google", env: Record<string, string> = {}) => {
  const baseUrl = { fal: fake.falUrl, replicate: fake.replicateUrl, google: fake.googleUrl }[name];
  const providers = createImageProviders(
    loadConfig({ IMAGE_PROVIDER: name, IMAGE_API_KEY: `key-${name}`, IMAGE_BASE_URL: baseUrl, ...env }).imageGen,
  );
  return providers.find(name)!;
};

const request = (changes: Partial<GenerateRequest> = {}): GenerateRequest => ({
  prompt: "A paper boat on a river",
  negativePrompt: "text, watermark",
  width: 896,
  height: 1152,
  count: 2,
  seed: 31,
  references: [],
  params: {},
  ...changes,
});

describe("hosted image services through the AI SDK", () => {
  it("fal: posts the model's request with the exact size, seed and negative prompt, then fetches each file", async () => {
    const fal = provider("fal");
    expect([fal.label, fal.model, fal.capabilities]).toEqual(["fal", "fal-ai/flux/dev", ["generate", "negative", "seed", "variations"]]);
    const { run, progress } = recordingRun();
    const images = await fal.generate(request(), run);
    // One picture a call, as fal's image model makes them.
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toEqual({
      service: "fal",
      model: "fal-ai/flux/dev",
      key: "Key key-fal",
      body: {
        prompt: "A paper boat on a river",
        seed: 31,
        image_size: { width: 896, height: 1152 },
        num_images: 1,
        negative_prompt: "text, watermark",
      },
    });
    expect(fake.downloads).toHaveLength(2);
    expect(images.map((image) => image.seed)).toEqual([31, 32]);
    for (const image of images) expect(await sizeOf(image.bytes)).toEqual({ width: 896, height: 1152, format: "png" });
    expect(progress[0]).toEqual({ step: "Waiting for fal" });
  });

  it("fal: a picture its safety checker flagged is a content policy refusal", async () => {
    fake.refuseNext();
    await expect(provider("fal").generate(request({ count: 1 }), recordingRun().run)).rejects.toThrow(
      IMAGE_PROVIDER_FAILURES.content_policy,
    );
  });

  it("fal: a refused key and a validation error are mapped", async () => {
    fake.trouble({ status: 401, body: { detail: "Invalid Key Authorization header format" } });
    await expect(provider("fal").generate(request({ count: 1 }), recordingRun().run)).rejects.toMatchObject({ code: "bad_credentials" });
    fake.trouble({
      status: 422,
      body: {
        detail: [{ loc: ["body", "num_inference_steps"], msg: "ensure this value is less than or equal to 50", type: "value_error" }],
      },
    });
    await expect(provider("fal").generate(request({ count: 1 }), recordingRun().run)).rejects.toThrow(
      `${IMAGE_PROVIDER_FAILURES.failed} (body.num_inference_steps: ensure this value is less than or equal to 50`,
    );
  });

  it("Replicate: asks for the nearest aspect ratio and fetches the prediction's output", async () => {
    const replicate = provider("replicate");
    const images = await replicate.generate(request({ count: 1 }), recordingRun().run);
    expect(fake.requests[0]).toMatchObject({
      service: "replicate",
      model: "black-forest-labs/flux-schnell",
      key: "Bearer key-replicate",
      body: { input: { prompt: "A paper boat on a river", aspect_ratio: "4:5", seed: 31, num_outputs: 1 } },
    });
    expect(await sizeOf(images[0]!.bytes)).toEqual({ width: 896, height: 1152, format: "png" });
  });

  it("Replicate: a prediction failed on NSFW content is a content policy refusal", async () => {
    fake.refuseNext();
    await expect(provider("replicate").generate(request({ count: 1 }), recordingRun().run)).rejects.toThrow(
      IMAGE_PROVIDER_FAILURES.content_policy,
    );
  });

  it("Google: asks a Gemini image model with an aspect ratio and reads the inline picture", async () => {
    const google = provider("google");
    expect(google.model).toBe("gemini-2.5-flash-image");
    const reference = await flatPicture(32, 32);
    const images = await google.generate(
      request({ count: 1, references: [{ bytes: reference, mimeType: "image/png" }] }),
      recordingRun().run,
    );
    const [received] = fake.requests;
    expect(received).toMatchObject({ service: "google", model: "gemini-2.5-flash-image", key: "key-google" });
    const body = received!.body as { contents: { parts: Record<string, unknown>[] }[]; generationConfig: Record<string, unknown> };
    expect(body.contents[0]!.parts[0]).toEqual({ text: "A paper boat on a river" });
    expect(body.contents[0]!.parts[1]).toMatchObject({ inlineData: { mimeType: "image/png" } });
    expect(body.generationConfig).toMatchObject({ responseModalities: ["IMAGE"], imageConfig: { aspectRatio: "4:5" }, seed: 31 });
    expect(await sizeOf(images[0]!.bytes)).toEqual({ width: 896, height: 1152, format: "png" });
  });

  it("Google: refuses to start with a model the AI SDK no longer drives", () => {
    expect(() => provider("google", { IMAGE_MODEL: "imagen-4.0-generate-001" })).toThrow(/Gemini image model/);
  });
});
