import { startFakeImagesApi, type FakeImagesApi } from "@framewise/test-support/fake-image-openai";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpeg, png, pngDeclaring } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { bytesOf, generated, generationEnded } from "./helpers/image-gen.ts";
import { flatPicture } from "./helpers/image-providers.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/image-gen";

/** Sends an edit as the web app does: multipart fields, the mask as a file. */
function edit(
  client: TestClient,
  imageId: string,
  fields: Record<string, string>,
  mask?: { bytes: Uint8Array; name?: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (mask) form.append("mask", new Blob([mask.bytes], { type: mask.type ?? "image/png" }), mask.name ?? "mask.png");
  return client.request("POST", `${API}/images/${imageId}/edits`, { form });
}

/** White over the rectangle (to change), black elsewhere, at the image's size. */
const rectangleMask = (width: number, height: number, rect: { left: number; top: number; width: number; height: number }) =>
  sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite([
      { input: { create: { width: rect.width, height: rect.height, channels: 3, background: "#ffffff" } }, left: rect.left, top: rect.top },
    ])
    .png()
    .toBuffer();

describe.each(databaseKinds)("editing images over HTTP on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  let image: { id: string; width: number; height: number; url: string };

  beforeAll(async () => {
    // Masks are capped like image uploads: 1 MB here, so an oversized one is quick to send.
    server = await startTestServer(kind, { UPLOAD_MAX_IMAGE_MB: "1" });
    owner = new TestClient(server.url);
    await owner.signUp(`edit-owner-${kind}@example.com`);
    stranger = new TestClient(server.url);
    await stranger.signUp(`edit-stranger-${kind}@example.com`);
    image = (await generated(owner, { prompt: "Harbour at dusk", aspect_ratio: "1:1" })).images[0];
  }, 60_000);
  afterAll(() => server?.destroy());

  const pixelsOf = async (url: string) =>
    sharp((await bytesOf(owner, url)).bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });

  it("inpaints inside the mask and keeps every pixel outside it exactly the original's", async () => {
    const rect = { left: 100, top: 200, width: 300, height: 250 };
    const answer = await edit(
      owner,
      image.id,
      { mode: "inpaint", prompt: "a red boat" },
      { bytes: await rectangleMask(image.width, image.height, rect) },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data.recipe).toMatchObject({
      kind: "edit",
      parent_image_id: image.id,
      instruction: "a red boat",
      width: image.width,
    });
    const done = await generationEnded(owner, answer.body.data.id);
    expect(done.status, done.error).toBe("succeeded");
    const [before, after] = [await pixelsOf(image.url), await pixelsOf(done.images[0].url)];
    expect(after.info).toMatchObject({ width: image.width, height: image.height });
    let [changedOutside, changedInside] = [0, 0];
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const at = (y * image.width + x) * 3;
        const inside = x >= rect.left && x < rect.left + rect.width && y >= rect.top && y < rect.top + rect.height;
        const same =
          before.data[at] === after.data[at] && before.data[at + 1] === after.data[at + 1] && before.data[at + 2] === after.data[at + 2];
        if (!same && inside) changedInside++;
        else if (!same) changedOutside++;
      }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(0);
    // The lineage links the edit to its parent.
    const detail = (await owner.get(`${API}/images/${done.images[0].id}`)).body.data;
    expect(detail.ancestors.map((link: { id: string }) => link.id)).toContain(image.id);
  }, 30_000);

  it("refuses a mask of the wrong size, and one that is not really a PNG, with 422 and a clear message", async () => {
    const small = await edit(owner, image.id, { mode: "inpaint", prompt: "x" }, { bytes: await png(64, 48) });
    expect(small.status).toBe(422);
    expect(small.body.error).toMatchObject({ code: "invalid_mask" });
    expect(small.body.error.message).toContain(`the image is ${image.width} × ${image.height}`);
    const disguised = await edit(owner, image.id, { mode: "inpaint", prompt: "x" }, { bytes: await jpeg(image.width, image.height) });
    expect(disguised.status).toBe(422);
    expect(disguised.body.error.message).toMatch(/must be a PNG/);
    const bomb = await edit(owner, image.id, { mode: "inpaint", prompt: "x" }, { bytes: await pngDeclaring(30_000, 30_000) });
    expect(bomb.status).toBe(422);
    expect(bomb.body.error.message).toMatch(/pixels allowed/);
    const none = await edit(owner, image.id, { mode: "inpaint", prompt: "x" });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toHaveProperty("mask");
  });

  it("refuses a mask over the image upload cap with 413 in the API's own shape, naming the field and the limit", async () => {
    const huge = Buffer.concat([
      await rectangleMask(image.width, image.height, { left: 0, top: 0, width: 10, height: 10 }),
      Buffer.alloc(1024 * 1024),
    ]);
    const answer = await edit(owner, image.id, { mode: "inpaint", prompt: "a red boat" }, { bytes: huge });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: {
        code: "too_large",
        message: "The mask is larger than the 1 MB allowed.",
        fields: { mask: "The mask is larger than the 1 MB allowed." },
      },
    });
  });

  it("crops at once: a finished edit with one image of the rectangle's size, the same pixels", async () => {
    const crop = { left: 10, top: 20, width: 300, height: 200 };
    const answer = await edit(owner, image.id, { mode: "crop", crop: JSON.stringify(crop) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data).toMatchObject({ status: "succeeded", recipe: { kind: "edit", parent_image_id: image.id } });
    expect(answer.body.data.images).toHaveLength(1);
    expect(answer.body.data.images[0]).toMatchObject({ width: 300, height: 200 });
    const [whole, cut] = [await pixelsOf(image.url), await pixelsOf(answer.body.data.images[0].url)];
    const row = (y: number) => (y * image.width + crop.left) * 3;
    expect(cut.data.subarray(0, 300 * 3).equals(whole.data.subarray(row(crop.top), row(crop.top) + 300 * 3))).toBe(true);
    const outside = await edit(owner, image.id, { mode: "crop", crop: JSON.stringify({ ...crop, left: image.width - 10 }) });
    expect(outside.status).toBe(422);
    expect(outside.body.error.message).toContain("inside");
  });

  it("extends the canvas by outpainting (the offline generator declares it), keeping the original where it was", async () => {
    const extend = { top: 0, right: 128, bottom: 64, left: 0 };
    const answer = await edit(owner, image.id, { mode: "extend", extend: JSON.stringify(extend) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const done = await generationEnded(owner, answer.body.data.id);
    expect(done.status, done.error).toBe("succeeded");
    expect(done.images[0]).toMatchObject({ width: image.width + 128, height: image.height + 64 });
    const [before, after] = [await pixelsOf(image.url), await pixelsOf(done.images[0].url)];
    for (const y of [0, 500, image.height - 1]) {
      const from = y * image.width * 3;
      const to = y * (image.width + 128) * 3;
      expect(after.data.subarray(to, to + image.width * 3).equals(before.data.subarray(from, from + image.width * 3))).toBe(true);
    }
    const none = await edit(owner, image.id, { mode: "extend", extend: JSON.stringify({ top: 0, right: 0, bottom: 0, left: 0 }) });
    expect(none.status).toBe(422);
  }, 30_000);

  it("makes an instruction edit of the whole picture", async () => {
    const answer = await edit(owner, image.id, { mode: "instruction", prompt: "make the sky pink" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data.recipe).toMatchObject({ kind: "edit", prompt: "make the sky pink", instruction: "make the sky pink" });
    const done = await generationEnded(owner, answer.body.data.id);
    expect(done.status, done.error).toBe("succeeded");
    expect(done.images[0]).toMatchObject({ width: image.width, height: image.height });
  }, 30_000);

  it("refuses bad input with 400: too long an instruction, an unknown mode, bad JSON, a stray mask, no multipart", async () => {
    const long = await edit(owner, image.id, { mode: "instruction", prompt: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty("prompt");
    expect((await edit(owner, image.id, { mode: "sharpen" })).status).toBe(400);
    expect((await edit(owner, image.id, { mode: "crop", crop: "{not json" })).status).toBe(400);
    expect((await edit(owner, image.id, { mode: "instruction", prompt: "" })).status).toBe(400);
    const stray = await edit(owner, image.id, { mode: "instruction", prompt: "x" }, { bytes: await png(8, 8) });
    expect(stray.status).toBe(400);
    expect((await owner.post(`${API}/images/${image.id}/edits`, { mode: "instruction", prompt: "x" })).status).toBe(400);
  });

  it("answers 404 for another person's image and for a missing one, and 401 signed out", async () => {
    const foreign = await edit(stranger, image.id, { mode: "instruction", prompt: "make the sky pink" });
    expect(foreign.status).toBe(404);
    const missing = await edit(owner, "00000000-0000-4000-8000-000000000000", {
      mode: "crop",
      crop: JSON.stringify({ left: 0, top: 0, width: 1, height: 1 }),
    });
    expect(missing.status).toBe(404);
    expect(foreign.body.error).toEqual(missing.body.error);
    expect((await edit(new TestClient(server.url), image.id, { mode: "instruction", prompt: "x" })).status).toBe(401);
  });
});

describe.each(databaseKinds)("editing with a provider that cannot outpaint on %s", (kind) => {
  let fake: FakeImagesApi;
  let server: TestServer;
  let owner: TestClient;

  beforeAll(async () => {
    // An OpenAI-compatible service (a loopback one speaking its protocol) offers edits and masks but no outpainting.
    fake = await startFakeImagesApi({ picture: (width, height) => flatPicture(width, height) });
    server = await startTestServer(kind, {
      IMAGE_PROVIDER: "openai",
      IMAGE_MODEL: "gpt-image-1",
      IMAGE_API_KEY: "sk-test",
      IMAGE_BASE_URL: fake.url,
    });
    owner = new TestClient(server.url);
    await owner.signUp(`edit-openai-${kind}@example.com`);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await fake?.close();
  });

  it("refuses an extend with 422 unsupported_edit, queueing and charging nothing", async () => {
    const image = (await generated(owner, { prompt: "Harbour at dusk", aspect_ratio: "1:1" })).images[0];
    const quotaBefore = (await owner.get(`${API}/providers`)).body.data.quota.used;
    const requestsBefore = fake.requests.length;
    const extend = JSON.stringify({ top: 0, right: 128, bottom: 0, left: 0 });
    const refused = await edit(owner, image.id, { mode: "extend", extend });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: "unsupported_edit",
      message: "OpenAI-compatible images cannot extend images (it has no outpainting).",
    });
    expect((await owner.get(`${API}/providers`)).body.data.quota.used).toBe(quotaBefore);
    expect((await owner.get(`${API}/generations?active=true`)).body.data).toEqual([]);
    expect(fake.requests.length).toBe(requestsBefore);
    // The offline generator offered beside it can, when named.
    const offline = await edit(owner, image.id, { mode: "extend", extend, provider: "offline" });
    expect(offline.status, JSON.stringify(offline.body)).toBe(202);
    expect((await generationEnded(owner, offline.body.data.id)).status).toBe("succeeded");
  }, 30_000);
});
