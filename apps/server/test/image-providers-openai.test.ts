import { startFakeImagesApi, type FakeImagesApi } from "@framewise/test-support/fake-image-openai";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { createImageProviders } from "../src/image-studio/image-gen/providers/create-image-providers.ts";
import { createOpenAiImageProvider } from "../src/image-studio/image-gen/providers/hosted-providers.ts";
import { IMAGE_PROVIDER_FAILURES, type GenerateRequest } from "../src/image-studio/image-gen/providers/image-provider.ts";
import { flatPicture, recordingRun, rectangleMask, sizeOf } from "./helpers/image-providers.ts";

let fake: FakeImagesApi;
beforeAll(async () => {
  fake = await startFakeImagesApi({ picture: (width, height) => flatPicture(width, height) });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const providerFor = (model: string) =>
  createImageProviders(
    loadConfig({ IMAGE_PROVIDER: "openai", IMAGE_MODEL: model, IMAGE_API_KEY: "sk-test", IMAGE_BASE_URL: fake.url }).imageGen,
  );

const request = (changes: Partial<GenerateRequest> = {}): GenerateRequest => ({
  prompt: "A lighthouse in a storm",
  negativePrompt: undefined,
  width: 1344,
  height: 768,
  count: 2,
  seed: 5,
  references: [],
  params: {},
  ...changes,
});

describe("OpenAI-compatible Images API provider", () => {
  it("is offered first, with the offline generator beside it", () => {
    const providers = providerFor("gpt-image-1");
    expect(providers.all.map((provider) => provider.id)).toEqual(["openai", "offline"]);
    expect(providers.all[0]!.capabilities).toEqual(["generate", "reference", "variations", "edit", "mask"]);
    expect(providers.all[0]!.label).toBe("OpenAI-compatible images");
  });

  it("posts a generation and returns each picture at exactly the asked size", async () => {
    const openai = providerFor("gpt-image-1").find("openai")!;
    const { run, progress } = recordingRun();
    const images = await openai.generate(request(), run);
    // gpt-image-1 takes three sizes: the nearest wide one is asked for, then cropped to 1344×768.
    expect(fake.requests).toMatchObject([
      {
        endpoint: "generations",
        authorization: "Bearer sk-test",
        model: "gpt-image-1",
        prompt: "A lighthouse in a storm",
        n: 2,
        size: "1536x1024",
      },
    ]);
    expect(images).toHaveLength(2);
    for (const image of images) expect(await sizeOf(image.bytes)).toEqual({ width: 1344, height: 768, format: "png" });
    // It does not take a seed: none is claimed.
    expect(images[0]!.seed).toBeUndefined();
    expect(progress.at(-1)).toEqual({ fraction: 1, step: "Answered by OpenAI-compatible images" });
  });

  it("asks another server's model for the exact size, in base64", async () => {
    const local = providerFor("stablediffusion").find("openai")!;
    await local.generate(request({ count: 1 }), recordingRun().run);
    expect(fake.requests[0]).toMatchObject({ model: "stablediffusion", size: "1344x768", responseFormat: "b64_json" });
  });

  it("sends a mask edit to /images/edits with the mask transparent where the picture may change", async () => {
    const openai = providerFor("gpt-image-1").find("openai")!;
    const image = await flatPicture(1024, 1024, "#884422");
    const mask = await rectangleMask(1024, 1024, { left: 0, top: 0, width: 512, height: 1024 });
    const edited = await openai.edit!(
      {
        image: { bytes: image, mimeType: "image/png" },
        mask: { bytes: mask, mimeType: "image/png" },
        prompt: "a red door",
        negativePrompt: undefined,
        width: 1024,
        height: 1024,
        count: 1,
        seed: 1,
      },
      recordingRun().run,
    );
    expect(await sizeOf(edited[0]!.bytes)).toEqual({ width: 1024, height: 1024, format: "png" });
    const [received] = fake.requests;
    expect(received).toMatchObject({ endpoint: "edits", prompt: "a red door", size: "1024x1024" });
    expect(received!.images).toHaveLength(1);
    expect(Buffer.compare(received!.images[0]!, image)).toBe(0);
    const alpha = await sharp(received!.mask).extractChannel(3).raw().toBuffer();
    expect([alpha[0], alpha[1023]]).toEqual([0, 255]);
  });

  it("sends references through the edits endpoint", async () => {
    const openai = providerFor("gpt-image-1").find("openai")!;
    const reference = await flatPicture(64, 64, "#00ff00");
    await openai.generate(request({ count: 1, references: [{ bytes: reference, mimeType: "image/png" }] }), recordingRun().run);
    expect(fake.requests[0]).toMatchObject({ endpoint: "edits", prompt: "A lighthouse in a storm" });
    expect(fake.requests[0]!.images).toHaveLength(1);
  });

  it.each([
    {
      name: "a content policy refusal",
      trouble: {
        status: 400,
        body: {
          error: {
            message: "Your request was rejected by our safety system.",
            type: "image_generation_user_error",
            code: "content_policy_violation",
          },
        },
      },
      message: IMAGE_PROVIDER_FAILURES.content_policy,
    },
    {
      name: "bad credentials",
      trouble: {
        status: 401,
        body: { error: { message: "Incorrect API key provided: sk-test.", type: "invalid_request_error", code: "invalid_api_key" } },
      },
      message: IMAGE_PROVIDER_FAILURES.bad_credentials,
    },
    {
      name: "a GPU out of memory on a LocalAI server",
      trouble: { status: 500, body: { error: { message: "CUDA out of memory. Tried to allocate 2.00 GiB", type: "server_error" } } },
      message: IMAGE_PROVIDER_FAILURES.out_of_memory,
      // A 500 is tried once more.
      tries: 2,
    },
  ])("maps $name to its clear message", async ({ trouble, message, tries = 1 }) => {
    fake.trouble(...Array<typeof trouble>(tries).fill(trouble));
    const openai = providerFor("gpt-image-1").find("openai")!;
    await expect(openai.generate(request({ count: 1 }), recordingRun().run)).rejects.toThrow(message);
    expect(fake.requests).toHaveLength(tries);
  });

  it("says the service took too long when it does not answer in time, and stops when cancelled", async () => {
    const openai = createOpenAiImageProvider({ model: "gpt-image-1", apiKey: "sk-test", baseUrl: fake.url, timeoutMs: 300 });
    fake.trouble({ hang: true });
    await expect(openai.generate(request({ count: 1 }), recordingRun().run)).rejects.toMatchObject({ code: "timeout" });

    fake.trouble({ hang: true });
    const { run, cancel } = recordingRun();
    const asking = openai.generate(request({ count: 1 }), run);
    await expect.poll(() => fake.requests.length).toBe(2);
    cancel();
    await expect(asking).rejects.toMatchObject({ name: "AbortError" });
  });

  it("says the service cannot be reached when nothing listens there", async () => {
    const openai = createOpenAiImageProvider({ model: "gpt-image-1", apiKey: "sk", baseUrl: "http://127.0.0.1:9/v1", timeoutMs: 5000 });
    await expect(openai.generate(request({ count: 1 }), recordingRun().run)).rejects.toMatchObject({ code: "unavailable" });
  });
});
