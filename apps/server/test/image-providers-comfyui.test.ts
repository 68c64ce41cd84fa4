import { writeFile } from "node:fs/promises";
import path from "node:path";
import { startFakeComfyUi, type FakeComfyUi } from "@framewise/test-support/fake-image-comfyui";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { createComfyUiProvider } from "../src/image-studio/image-gen/providers/comfyui/comfyui-provider.ts";
import { createImageProviders } from "../src/image-studio/image-gen/providers/create-image-providers.ts";
import { IMAGE_PROVIDER_FAILURES, type GenerateRequest } from "../src/image-studio/image-gen/providers/image-provider.ts";
import { flatPicture, recordingRun, rectangleMask, sizeOf } from "./helpers/image-providers.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";

const folder = useTempFolder("comfyui-workflow");
let fake: FakeComfyUi;
beforeAll(async () => {
  fake = await startFakeComfyUi({ picture: (width, height) => flatPicture(width, height) });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.jobs.length = 0;
  fake.cancelled.length = 0;
  fake.uploads.clear();
});

const comfy = (env: Record<string, string> = {}) =>
  createImageProviders(loadConfig({ IMAGE_PROVIDER: "comfyui", IMAGE_BASE_URL: fake.url, ...env }).imageGen).find("comfyui")!;

const request = (changes: Partial<GenerateRequest> = {}): GenerateRequest => ({
  prompt: "A fox in the snow",
  negativePrompt: "blurry",
  width: 1344,
  height: 768,
  count: 2,
  seed: 1234,
  references: [],
  params: { steps: 30 },
  ...changes,
});

describe("ComfyUI provider", () => {
  it("declares what its shipped workflows take", () => {
    expect(comfy().capabilities).toEqual(["generate", "negative", "seed", "variations", "mask", "outpaint"]);
    expect(comfy().model).toBe("default-workflow");
  });

  it("queues the text-to-image workflow with its named inputs filled in, follows the WebSocket's progress and fetches the outputs", async () => {
    const { run, progress, jobs } = recordingRun();
    const images = await comfy().generate(request(), run);
    const [job] = fake.jobs;
    expect(jobs).toEqual([job!.id]);
    const nodes = Object.values(job!.workflow);
    const node = (type: string) => nodes.filter((candidate) => candidate.class_type === type).map((candidate) => candidate.inputs);
    expect(node("CheckpointLoaderSimple")).toEqual([{ ckpt_name: "v1-5-pruned-emaonly.safetensors" }]);
    expect(node("EmptyLatentImage")).toEqual([{ width: 1344, height: 768, batch_size: 2 }]);
    expect(node("CLIPTextEncode").map((inputs) => inputs.text)).toEqual(["A fox in the snow", "blurry"]);
    expect(node("KSampler")[0]).toMatchObject({ seed: 1234, steps: 30, cfg: 7 });
    expect(progress.filter((update) => update.fraction !== undefined)).toEqual([
      { fraction: 1 / 3, step: "Step 1 of 3" },
      { fraction: 2 / 3, step: "Step 2 of 3" },
      { fraction: 1, step: "Step 3 of 3" },
    ]);
    expect(images.map((image) => image.seed)).toEqual([1234, 1235]);
    for (const image of images) expect(await sizeOf(image.bytes)).toEqual({ width: 1344, height: 768, format: "png" });
  });

  it("uploads the picture and its mask for an inpainting edit", async () => {
    const picture = await flatPicture(640, 512, "#aa3300");
    const mask = await rectangleMask(640, 512, { left: 0, top: 0, width: 320, height: 512 });
    const images = await comfy().edit!(
      {
        image: { bytes: picture, mimeType: "image/png" },
        mask: { bytes: mask, mimeType: "image/png" },
        prompt: "a snowman",
        negativePrompt: undefined,
        width: 640,
        height: 512,
        count: 1,
        seed: 9,
      },
      recordingRun().run,
    );
    const loads = Object.values(fake.jobs[0]!.workflow).filter((node) => node.class_type === "LoadImage");
    const names = loads.map((node) => String(node.inputs.image));
    expect(names.every((name) => fake.uploads.has(name))).toBe(true);
    expect(Buffer.compare(fake.uploads.get(names[0]!)!, picture)).toBe(0);
    // The fake's inpainting output is 512×512: brought to the picture's size.
    expect(await sizeOf(images[0]!.bytes)).toEqual({ width: 640, height: 512, format: "png" });
  });

  it("reads a configured workflow file, and offers a reference image where it has a place for one", async () => {
    const file = path.join(folder(), "img2img.json");
    await writeFile(
      file,
      JSON.stringify({
        "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "{{checkpoint}}" } },
        "2": { class_type: "LoadImage", inputs: { image: "{{reference}}" } },
        "3": { class_type: "CLIPTextEncode", inputs: { text: "masterpiece, {{prompt}}", clip: ["1", 1] } },
        "4": { class_type: "EmptyLatentImage", inputs: { width: "{{width}}", height: "{{height}}", batch_size: "{{count}}" } },
        "9": { class_type: "SaveImage", inputs: { filename_prefix: "x", images: ["3", 0] } },
      }),
    );
    const provider = comfy({ IMAGE_COMFYUI_WORKFLOW: file, IMAGE_MODEL: "sdxl.safetensors" });
    expect(provider.capabilities).toEqual(["generate", "reference", "mask", "outpaint"]);
    const reference = await flatPicture(64, 64);
    await provider.generate(request({ count: 1, references: [{ bytes: reference, mimeType: "image/png" }] }), recordingRun().run);
    const workflow = fake.jobs[0]!.workflow;
    expect(workflow["1"]!.inputs.ckpt_name).toBe("sdxl.safetensors");
    expect(workflow["3"]!.inputs.text).toBe("masterpiece, A fox in the snow");
    expect(fake.uploads.has(String(workflow["2"]!.inputs.image))).toBe(true);
  });

  it("says why a job failed on the server, and maps running out of GPU memory", async () => {
    fake.outcome({
      kind: "error",
      exceptionType: "safetensors_rust.SafetensorError",
      message: "Error while deserializing header: HeaderTooLarge",
    });
    await expect(comfy().generate(request(), recordingRun().run)).rejects.toThrow(
      `${IMAGE_PROVIDER_FAILURES.failed} (KSampler, node 3: safetensors_rust.SafetensorError Error while deserializing header: HeaderTooLarge)`,
    );
    fake.outcome({ kind: "error", exceptionType: "torch.OutOfMemoryError", message: "Allocation on device" });
    await expect(comfy().generate(request(), recordingRun().run)).rejects.toMatchObject({
      code: "out_of_memory",
      message: IMAGE_PROVIDER_FAILURES.out_of_memory,
    });
  });

  it("passes on ComfyUI's refusal of an invalid workflow", async () => {
    fake.refuseNext("ckpt_name: 'missing.safetensors' not in ['v1-5-pruned-emaonly.safetensors']");
    await expect(comfy().generate(request(), recordingRun().run)).rejects.toThrow(
      "(Prompt outputs failed validation; node 4: ckpt_name: 'missing.safetensors' not in ['v1-5-pruned-emaonly.safetensors'])",
    );
  });

  it("takes a cancelled job off the queue and interrupts it", async () => {
    fake.outcome({ kind: "hold" });
    const { run, progress, cancel } = recordingRun();
    const asking = comfy().generate(request(), run);
    await expect.poll(() => progress.some((update) => update.step === "Step 1 of 3")).toBe(true);
    cancel();
    await expect(asking).rejects.toMatchObject({ name: "AbortError" });
    const id = fake.jobs[0]!.id;
    await expect.poll(() => fake.cancelled).toEqual([id, `interrupt:${id}`]);
  });

  it("only takes a job still waiting in ComfyUI's queue off it: no interrupt, which would stop another person's job", async () => {
    fake.outcome({ kind: "queued" });
    const { run, jobs, cancel } = recordingRun();
    const asking = comfy().generate(request(), run);
    await expect.poll(() => jobs.length).toBe(1);
    cancel();
    await expect(asking).rejects.toMatchObject({ name: "AbortError" });
    await expect.poll(() => fake.cancelled).toEqual([jobs[0]]);
  });

  it("says the server took too long, and cannot be reached when it is down", async () => {
    fake.outcome({ kind: "hold" });
    const slow = createComfyUiProvider({
      model: "default-workflow",
      baseUrl: fake.url,
      timeoutMs: 300,
      comfyWorkflow: undefined,
      comfyInpaintWorkflow: undefined,
    });
    await expect(slow.generate(request(), recordingRun().run)).rejects.toMatchObject({ code: "timeout" });
    await expect.poll(() => fake.cancelled.length).toBe(2);

    const down = createComfyUiProvider({
      model: "default-workflow",
      baseUrl: "http://127.0.0.1:9",
      timeoutMs: 5000,
      comfyWorkflow: undefined,
      comfyInpaintWorkflow: undefined,
    });
    await expect(down.generate(request(), recordingRun().run)).rejects.toMatchObject({ code: "unavailable" });
  });
});
